import { COMPANY } from "@/lib/company";
import type { LegalDoc } from "@/lib/content/types";
import { BUYER_FEE_BANDS, RULES } from "@/lib/content/rules";
import { bandTable } from "@/lib/content/bandTable";

export const MEMBERSHIP_AGREEMENT: LegalDoc = {
  id: "uyelik-sozlesmesi",
  title: "Üyelik Sözleşmesi",
  updatedAt: "2026-11-23",
  intro: [
    {
      type: "p",
      text: "Bu Üyelik Sözleşmesi, MotoBorsa Platformu'na üye olan kişi ile Platform'u işleten şirket arasındaki hak ve yükümlülükleri düzenler. Kayıt formundaki onay kutusunu işaretleyerek üye olduğunuzda Sözleşme'nin tamamını okuduğunuzu, anladığınızı ve kabul ettiğinizi beyan etmiş olursunuz.",
    },
  ],
  sections: [
    {
      id: "uyelik-1-taraflar",
      title: "Madde 1 – Taraflar",
      blocks: [
        {
          type: "p",
          text: `Bu Sözleşme; merkezi ${COMPANY.address} adresinde bulunan, ${COMPANY.mersis} MERSİS numaralı, ${COMPANY.taxOffice} mükellefi ${COMPANY.legalName} (“MotoBorsa”) ile Platform'a üye olan gerçek veya tüzel kişi (“Üye”) arasında elektronik ortamda kurulmuştur.`,
        },
        {
          type: "p",
          text: `MotoBorsa'ya ${COMPANY.phone} numaralı telefondan, ${COMPANY.email} e-posta adresinden ve ${COMPANY.kep} KEP adresinden ulaşılabilir.`,
        },
      ],
    },
    {
      id: "uyelik-2-tanimlar",
      title: "Madde 2 – Tanımlar",
      blocks: [
        {
          type: "dl",
          items: [
            {
              term: "Platform",
              description:
                "motoborsa.com.tr alan adlı internet sitesi ve MotoBorsa'nın sunduğu diğer elektronik kanallar.",
            },
            {
              term: "Üye",
              description:
                "Kayıt formunu doldurup bu Sözleşme'yi onaylayarak hesap açan, 18 yaşını doldurmuş gerçek kişi ya da tüzel kişi adına yetkili temsilci.",
            },
            { term: "Alıcı", description: "Platform'da ihaleye teklif veren veya Hemen Al ile satın alan Üye." },
            { term: "Satıcı", description: "Borsa'da Sat hizmetiyle motosikletini satışa sunan Üye." },
            {
              term: "İhale",
              description:
                "Bir motosikletin belirli başlangıç ve bitiş saatleri arasında, en yüksek geçerli teklifi verene satıldığı süreli satış.",
            },
            {
              term: "Hemen Al",
              description: "Bir motosikletin ilanda belirtilen sabit fiyattan, onaylayan ilk Alıcı'ya satıldığı satış.",
            },
            {
              term: "Provizyon",
              description:
                "Üye'nin teklif verebilmek ve Hemen Al kullanabilmek için MotoBorsa'ya yatırdığı, Hesap Sözleşmesi ile düzenlenen teminat bakiyesi.",
            },
            {
              term: "Alıcı Hizmet Bedeli",
              description:
                "Satın alma gerçekleştiğinde Alıcı'nın araç bedeline ek olarak ödediği, fiyat dilimine göre belirlenen sabit tutar.",
            },
            {
              term: "Sipariş",
              description:
                "İhalenin kazanılması veya Hemen Al onayıyla oluşan; araç bedeli ve Alıcı Hizmet Bedeli'nden oluşan ödeme ve teslim kaydı.",
            },
            {
              term: "Borsa'da Sat",
              description:
                "Motosiklet sahibinin aracını MotoBorsa'ya bildirip teklif aldığı ve teklif kabul edildiğinde aracın MotoBorsa aracılığıyla satışa sunulduğu hizmet.",
            },
          ],
        },
      ],
    },
    {
      id: "uyelik-3-konu",
      title: "Madde 3 – Sözleşmenin konusu",
      blocks: [
        {
          type: "p",
          text: "Sözleşme'nin konusu; Üye'nin Platform'daki ihale, Hemen Al, Borsa'da Sat ve Nakliye hizmetlerinden yararlanma koşullarının, tarafların hak ve yükümlülüklerinin belirlenmesidir. Kullanım Koşulları, Hesap Sözleşmesi, KVKK Aydınlatma Metni ve Çerez Politikası bu Sözleşme'nin ayrılmaz parçasıdır.",
        },
      ],
    },
    {
      id: "uyelik-4-uyelik",
      title: "Madde 4 – Üyelik şartları ve hesap güvenliği",
      blocks: [
        {
          type: "ol",
          items: [
            "Üyelik için 18 yaşını doldurmuş ve fiil ehliyetine sahip olmak gerekir. Tüzel kişiler adına yalnızca yetkili temsilciler üye olabilir.",
            "Üye; ad, soyad, e-posta, cep telefonu ve il bilgilerini doğru, güncel ve kendisine ait olarak vermekle yükümlüdür. Bilgilerin yanlış olmasından doğan sonuçlardan Üye sorumludur.",
            "Her gerçek kişi yalnızca bir hesap açabilir. Hesap başkasına devredilemez, kiralanamaz, başkasının kullanımına açılamaz.",
            "Şifrenin gizliliğinden Üye sorumludur. Hesabın yetkisiz kullanıldığını fark eden Üye, durumu derhal MotoBorsa'ya bildirir. Bildirimden önce hesap üzerinden yapılan işlemler Üye tarafından yapılmış sayılır.",
            "MotoBorsa, işlem güvenliği ve mevzuat gereği Üye'den kimlik doğrulaması ve ek belge isteyebilir; istenen belgeler sunulana kadar teklif verme, satın alma ve provizyon iadesi işlemlerini durdurabilir.",
          ],
        },
      ],
    },
    {
      id: "uyelik-5-ihale",
      title: "Madde 5 – Teklif verme ve ihale kuralları",
      blocks: [
        {
          type: "ol",
          items: [
            "Teklif verebilmek için Üye'nin kullanılabilir provizyonu, teklif tutarının (maksimum teklifte maksimum tutarın) Alıcı Hizmet Bedeli diliminden az olamaz. Önde olunan süre boyunca bu tutar bloke edilir; Üye başka bir teklifle geçildiğinde bloke kaldırılır.",
            "Verilen her teklif, ihalenin Üye lehine sonuçlanması halinde ilgili motosikleti teklif edilen bedelle satın alma yönünde bağlayıcı ve geri alınamaz bir irade beyanıdır.",
            "Üye maksimum teklif verebilir; bu durumda Platform, Üye adına ve maksimum tutarı aşmamak kaydıyla, önde kalmaya yetecek en düşük tutarla otomatik teklif verir. Eşit maksimum tekliflerde önce verilen teklif önceliklidir.",
            `İhalenin son ${RULES.softCloseMinutes} dakikası içinde verilen her geçerli teklif, bitiş saatini teklif anından itibaren ${RULES.softCloseMinutes} dakika sonrasına uzatır.`,
            "Satıcı gizli bir rezerv fiyat belirleyebilir. En yüksek teklif rezerv fiyata ulaşmazsa ihale satışsız kapanır ve taraflar için herhangi bir yükümlülük doğmaz.",
            "Satıcı ve satıcı adına hareket edenlerin kendi ilanına teklif vermesi, birden fazla hesapla teklif verilmesi ve teklif manipülasyonu yasaktır. Bu durumda MotoBorsa ihaleyi iptal edebilir, ilgili teklifleri geçersiz sayabilir ve Sözleşme'yi feshedebilir.",
            "MotoBorsa çalışanları ve yönetim paneline erişimi olan personel, gizli rezerv fiyatlarını ve ihale bilgilerini görebildiğinden İhale'lere teklif veremez; Platform personel hesaplarından gelen teklifleri reddeder. Personelin başka bir kişinin hesabı üzerinden ya da başka bir kişi aracılığıyla teklif vermesi de yasaktır.",
            "Teklif saatleri ve ihale süreleri Platform sunucularının kaydettiği Türkiye saatine göre belirlenir.",
          ],
        },
      ],
    },
    {
      id: "uyelik-6-hemen-al",
      title: "Madde 6 – Hemen Al ve siparişler",
      blocks: [
        {
          type: "ol",
          items: [
            "Hemen Al onayıyla ilan Alıcı adına ayrılır, fiyatın Alıcı Hizmet Bedeli dilimi kadar provizyon bloke edilir ve Sipariş oluşur. Aynı ilan için birden fazla onay gelirse yalnızca ilk kaydedilen onay geçerlidir.",
            "Kazanılan ihale için de İhale'nin satışla kapanmasıyla Alıcı adına Sipariş oluşur.",
            "MotoBorsa çalışanları ve yönetim paneline erişimi olan personel Hemen Al ile satın alma yapamaz; Platform personel hesaplarından gelen satın alma isteklerini reddeder.",
            `Alıcı, Sipariş tutarını Sipariş'in oluşmasından itibaren ${RULES.paymentDays} iş günü içinde, kendi adına kayıtlı bir banka hesabından ve açıklamaya Platform'da Sipariş için gösterilen ödeme referansını yazarak MotoBorsa'nın Platform'da Sipariş ekranında bildirdiği hesaba öder.`,
            "Ödeme teyit edildikten sonra mülkiyet devri, 2918 sayılı Karayolları Trafik Kanunu uyarınca noterde yapılır. Noter satış ücreti Alıcı'ya aittir.",
            "Süresinde ödenmeyen Sipariş MotoBorsa tarafından iptal edilir; bu durumda Alıcı'nın bloke edilen provizyonu Hesap Sözleşmesi'ndeki esaslara göre cayma bedeli olarak tahsil edilebilir.",
            "Motosikletin ekspertiz raporunda belirtilmeyen önemli bir kusurunun teslimden önce ortaya çıkması ya da satışın Satıcı'dan kaynaklanan bir nedenle gerçekleşmemesi halinde Sipariş iptal edilir, Alıcı'dan hizmet bedeli alınmaz ve provizyon blokesi kaldırılır; ödenmiş tutarlar ödendiği hesaba iade edilir.",
          ],
        },
      ],
    },
    {
      id: "uyelik-7-hizmet-bedeli",
      title: "Madde 7 – Hizmet bedeli",
      blocks: [
        bandTable("Alıcı Hizmet Bedeli (KDV dahil)", ["Satış fiyatı", "Hizmet bedeli"], BUYER_FEE_BANDS, (b) => b.fee),
        {
          type: "p",
          text: "Alıcı Hizmet Bedeli yalnızca satın alma gerçekleştiğinde doğar ve araç bedeliyle birlikte ödenir. Borsa'da Sat kapsamında Satıcı'dan komisyon alınmaz. MotoBorsa hizmet bedellerini ileriye dönük olarak değiştirebilir; değişiklik, yayımlanmadan önce başlamış ihalelere ve oluşmuş Siparişlere uygulanmaz.",
        },
      ],
    },
    {
      id: "uyelik-8-satici",
      title: "Madde 8 – Borsa'da Sat kapsamında Satıcı'nın yükümlülükleri",
      blocks: [
        {
          type: "ol",
          items: [
            "Satıcı, motosikletin kendisine ait olduğunu ya da satışa yetkili olduğunu, başvuruda verdiği bilgilerin ve fotoğrafların gerçeğe uygun olduğunu kabul eder.",
            "Satıcı; motorlu taşıtlar vergisi, trafik cezası ve araca ait diğer borçları satıştan önce öder, varsa rehin, haciz ve yakalama kayıtlarını kaldırır.",
            "MotoBorsa'nın teklifini kabul eden Satıcı, aracı kararlaştırılan tarihte teslim eder ve İhale ya da Hemen Al sonucunda oluşan satışı noterde tamamlar. İlan yayındayken aracın başka yerde satılması veya satıştan vazgeçilmesi halinde ekspertiz ve ilan hazırlık giderleri belgelendirilmiş tutarıyla Satıcı'ya yansıtılır.",
            "Satış bedeli, Alıcı ödemesinin teyit edilmesi ve noterde devrin tamamlanmasından sonra Satıcı adına kayıtlı banka hesabına ödenir.",
            "Ekspertiz, aracın muayene anındaki durumunu gösterir. Satıcı'nın gizli ayıplardan doğan yasal sorumluluğu saklıdır.",
          ],
        },
      ],
    },
    {
      id: "uyelik-9-yukumlulukler",
      title: "Madde 9 – Üye'nin genel yükümlülükleri",
      blocks: [
        {
          type: "ul",
          items: [
            "Platform'u yürürlükteki mevzuata, bu Sözleşme'ye ve Kullanım Koşulları'na uygun kullanmak,",
            "Başka Üyeler ile Platform dışında doğrudan satış yaparak MotoBorsa'yı devre dışı bırakmaya yönelik girişimlerde bulunmamak,",
            "Platform aracılığıyla öğrendiği diğer Üyelere ait bilgileri yalnızca ilgili işlem için kullanmak,",
            "İletişim bilgilerindeki değişiklikleri gecikmeksizin güncellemek.",
          ],
        },
      ],
    },
    {
      id: "uyelik-10-motoborsa",
      title: "Madde 10 – MotoBorsa'nın hak ve yükümlülükleri",
      blocks: [
        {
          type: "ol",
          items: [
            "MotoBorsa, ilanları yayımlamadan önce ekspertiz yaptırır ve sonuçları ilanda gösterir; ilandaki bilgilerin ekspertiz bulgularıyla uyumlu olması için özen gösterir.",
            "MotoBorsa, Üye'ye ait ödemeleri ve provizyon bakiyesini Hesap Sözleşmesi'ne uygun olarak takip eder ve Üye'nin hesap hareketlerini Platform'da gösterir.",
            "MotoBorsa; güvenlik, bakım veya mevzuat değişikliği gibi nedenlerle Platform'u geçici olarak durdurabilir. Bu sırada sona erecek ihalelerin süresi, kesinti süresi kadar uzatılır ya da ihale iptal edilerek teklifler ve provizyon blokeleri kaldırılır.",
            "MotoBorsa, şüpheli işlemleri inceleme, gerekli gördüğü ilan veya teklifleri yayından kaldırma ve Sözleşme'ye aykırı davranan Üyelerin hesaplarını askıya alma hakkına sahiptir.",
          ],
        },
      ],
    },
    {
      id: "uyelik-11-sorumluluk",
      title: "Madde 11 – Sorumluluğun sınırları",
      blocks: [
        {
          type: "p",
          text: "MotoBorsa; Üye'nin internet bağlantısı, cihazı veya üçüncü kişilerin sebep olduğu kesintiler nedeniyle teklif verememesinden, Üye'nin kendi kusuruyla hesap bilgilerini başkalarıyla paylaşmasından ve Platform dışında gerçekleştirilen işlemlerden sorumlu değildir. MotoBorsa'nın kast veya ağır ihmalinden doğan sorumluluğu ile tüketici mevzuatından doğan zorunlu sorumlulukları saklıdır.",
        },
      ],
    },
    {
      id: "uyelik-12-kisisel-veriler",
      title: "Madde 12 – Kişisel veriler ve ticari elektronik iletiler",
      blocks: [
        {
          type: "p",
          text: [
            "Üye'ye ait kişisel veriler 6698 sayılı Kişisel Verilerin Korunması Kanunu'na ve ",
            { text: "KVKK Aydınlatma Metni", href: "/kurumsal/kvk" },
            "'ne uygun olarak işlenir. Kampanya ve tanıtım amaçlı ticari elektronik iletiler, 6563 sayılı Elektronik Ticaretin Düzenlenmesi Hakkında Kanun uyarınca yalnızca Üye'nin ayrıca vereceği onayla gönderilir; Üye bu onayı dilediği zaman ücretsiz olarak geri alabilir. Sipariş, ihale ve hesap hareketlerine ilişkin bilgilendirmeler onaya tabi değildir.",
          ],
        },
      ],
    },
    {
      id: "uyelik-13-sure-fesih",
      title: "Madde 13 – Süre, askıya alma ve fesih",
      blocks: [
        {
          type: "ol",
          items: [
            "Sözleşme, Üye'nin onayıyla yürürlüğe girer ve süresizdir.",
            "Üye, devam eden ihalelerde önde olmaması ve açık Siparişi bulunmaması koşuluyla üyeliğini dilediği zaman sona erdirebilir. Kullanılabilir provizyon, Hesap Sözleşmesi'ne göre Üye'ye iade edilir.",
            "MotoBorsa, Sözleşme'ye veya mevzuata aykırılık halinde hesabı askıya alabilir ya da Sözleşme'yi bildirimle derhal feshedebilir. Fesihten önce doğmuş borç ve alacaklar fesihten etkilenmez.",
          ],
        },
      ],
    },
    {
      id: "uyelik-14-degisiklik",
      title: "Madde 14 – Sözleşme değişiklikleri",
      blocks: [
        {
          type: "p",
          text: "MotoBorsa bu Sözleşme'yi değiştirebilir. Değişiklikler yürürlük tarihinden en az 15 gün önce Platform'da yayımlanır ve Üye'nin kayıtlı e-posta adresine bildirilir. Üye değişikliği kabul etmezse üyeliğini Madde 13'e göre sona erdirebilir; değişikliğin yürürlüğünden sonra Platform'u kullanmaya devam etmesi değişikliğin kabulü anlamına gelir.",
        },
      ],
    },
    {
      id: "uyelik-15-delil",
      title: "Madde 15 – Delil sözleşmesi ve bildirimler",
      blocks: [
        {
          type: "p",
          text: "Taraflar, Sözleşme'den doğacak uyuşmazlıklarda MotoBorsa'nın veri tabanı, sunucu ve işlem kayıtlarının (teklif zamanları, sipariş ve provizyon hareketleri dahil), e-posta ve KEP yazışmalarının 6100 sayılı Hukuk Muhakemeleri Kanunu'nun 193. maddesi uyarınca delil teşkil edeceğini kabul eder; Üye'nin karşı ispat hakkı saklıdır. Üye'ye yapılacak bildirimler kayıtlı e-posta adresine, MotoBorsa'ya yapılacak bildirimler yukarıdaki adres, e-posta veya KEP adresine yapılır.",
        },
      ],
    },
    {
      id: "uyelik-16-hukuk",
      title: "Madde 16 – Uygulanacak hukuk ve yetkili merciler",
      blocks: [
        {
          type: "p",
          text: "Sözleşme Türk hukukuna tabidir. Uyuşmazlıklarda İstanbul Anadolu Mahkemeleri ve İcra Daireleri yetkilidir. Tüketici sıfatını taşıyan Üyeler, 6502 sayılı Tüketicinin Korunması Hakkında Kanun uyarınca her yıl belirlenen parasal sınırlar içinde yerleşim yerlerindeki veya işlemin yapıldığı yerdeki tüketici hakem heyetlerine, bu sınırları aşan uyuşmazlıklarda tüketici mahkemelerine başvurabilir.",
        },
      ],
    },
    {
      id: "uyelik-17-yururluk",
      title: "Madde 17 – Yürürlük",
      blocks: [
        {
          type: "p",
          text: "17 maddeden oluşan bu Sözleşme, Üye tarafından elektronik ortamda onaylandığı anda yürürlüğe girer. Sözleşme'nin onaylanan metni Üye'nin kayıtlı e-posta adresine gönderilir ve Platform'da her zaman erişilebilir durumda tutulur.",
        },
      ],
    },
  ],
};
