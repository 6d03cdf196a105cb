import type { GuideItem } from "@/lib/content/types";
import { FEE_KDV_TEXT } from "@/lib/invoices/rules";
import { BID_INCREMENT_BANDS, BUYER_FEE_BANDS, RULES, tl } from "@/lib/content/rules";
import { bandTable } from "@/lib/content/bandTable";

/** "Alım hakkında": the buyer's guide, items 1–5 (footer links ?id=1..5). */
export const BUYING_GUIDE: GuideItem[] = [
  {
    id: 1,
    title: "Satın alma süreci",
    summary:
      "MotoBorsa'da bir motosikleti iki yoldan alabilirsiniz: canlı ihalede en yüksek teklifi vererek ya da Hemen Al ile ilandaki sabit fiyattan. Her iki yolda da adımlar aynıdır.",
    blocks: [
      {
        type: "steps",
        items: [
          {
            title: "Üye olun",
            text: [
              "Ad, soyad, e-posta, cep telefonu ve il bilgilerinizle ",
              { text: "kayıt olun", href: "/kayit" },
              ". Kayıt sırasında Üyelik Sözleşmesi'ni ve KVKK Aydınlatma Metni'ni okuyup onaylamanız gerekir.",
            ],
          },
          {
            title: "Provizyon yükleyin",
            text: [
              "Teklif vermek ve Hemen Al kullanmak için hesabınızda provizyon (teminat) bulunmalıdır. ",
              { text: "Provizyon Ekle", href: "/profil/provizyon" },
              ` ekranından en az ${tl(RULES.minProvisionRequest)} tutarında talep oluşturun, size verilen referans kodunu açıklamaya yazarak şirket hesabımıza havale/EFT yapın. Ödemeniz ekibimizce eşleştirilip onaylandığında tutar kullanılabilir bakiyenize eklenir.`,
            ],
          },
          {
            title: "İlanı inceleyin",
            text: "Fotoğrafları, ekspertiz özetini, kilometre, model yılı, motor hacmi ve bulunduğu il bilgisini okuyun. Aklınıza takılan bir konu olursa teklif vermeden önce bize sorun; verdiğiniz teklif bağlayıcıdır.",
          },
          {
            title: "Teklif verin ya da Hemen Al'a basın",
            text: "Kullanılabilir provizyonunuz, teklif verdiğiniz ya da satın aldığınız fiyatın hizmet bedeli diliminden az olmamalıdır. İhalede önde olduğunuz sürece, Hemen Al'da ise sipariş sonuçlanana kadar bu tutar bloke edilir.",
          },
          {
            title: "Siparişinizi ödeyin",
            text: `İhaleyi kazandığınızda ya da Hemen Al ile satın aldığınızda siparişiniz “Ödeme bekleniyor” durumunda oluşur. Araç bedelini ve alıcı hizmet bedelini ${RULES.paymentDays} iş günü içinde, kendi adınıza kayıtlı bir hesaptan şirket hesabımıza gönderirsiniz.`,
          },
          {
            title: "Noterde devir ve teslim",
            text: "Ödemeniz teyit edildikten sonra satış ve devir işlemi noterde yapılır. Motosikletinizi teslim noktamızdan alabilir ya da Nakliye hizmetimizle adresinize getirtebilirsiniz. Sipariş tamamlandığında provizyon blokeniz kaldırılır.",
          },
        ],
      },
      { type: "h3", text: "Provizyon neden isteniyor?" },
      {
        type: "p",
        text: "Provizyon, yalnızca gerçekten satın almak isteyen üyelerin teklif vermesini sağlayan bir teminattır. Bir ücret değildir: ihalede geçildiğinizde, ihale satışsız bittiğinde ya da siparişiniz tamamlandığında bloke kalkar ve tutar yeniden kullanılabilir hale gelir. Kullanmadığınız provizyonu dilediğiniz zaman iade isteyebilirsiniz.",
      },
      { type: "h3", text: "Güvenli ödeme" },
      {
        type: "ul",
        items: [
          "Ödemeleri yalnızca MotoBorsa Pazaryeri A.Ş. adına kayıtlı ve Siparişlerim ekranında siparişin altında gösterilen hesaba, açıklamaya oradaki ödeme referansını (MB-S- ve sipariş numaranız) yazarak yapın.",
          "Satıcıya ya da sizi telefonla arayan üçüncü kişilere doğrudan ödeme yapmayın. MotoBorsa sizden hiçbir zaman başka bir hesaba ödeme istemez.",
          "Güvenliğiniz için nakit ödeme kabul edilmez; kredi kartıyla araç bedeli tahsil edilmez.",
        ],
      },
      {
        type: "note",
        title: "Süre ve hizmet bedeli",
        text: [
          "Ödemenin süresinde yapılmaması halinde sipariş iptal edilir ve bloke edilen provizyon Hesap Sözleşmesi uyarınca cayma bedeli olarak tahsil edilebilir. Hizmet bedeli tablosu için ",
          { text: "Alıcı hizmet bedeli", href: "/kurumsal/alimhakkinda?id=4" },
          " bölümüne bakın.",
        ],
      },
    ],
  },
  {
    id: 2,
    title: "Hemen Al ile satın alma",
    summary:
      "Hemen Al ilanları sabit fiyatlıdır: ihale sonunu beklemeden, ilandaki fiyattan ilk onaylayan üye motosikleti satın alır.",
    blocks: [
      { type: "h3", text: "Nasıl çalışır?" },
      {
        type: "ol",
        items: [
          "İlan sayfasında fiyatı, hizmet bedelini ve ödeyeceğiniz toplam tutarı görürsünüz.",
          "Hemen Al'a basıp onayladığınızda ilan sizin adınıza ayrılır ve başka üyelere satışa kapanır.",
          "Fiyatın hizmet bedeli dilimi kadar provizyonunuz bloke edilir ve siparişiniz “Ödeme bekleniyor” durumuyla oluşur.",
          `Araç bedeli ile hizmet bedelini ${RULES.paymentDays} iş günü içinde ödersiniz. Ödeme teyit edilince sipariş “Ödendi” durumuna geçer, noter randevusu için sizinle iletişime geçilir.`,
          "Noterde devir ve teslimden sonra sipariş tamamlanır, provizyon blokesi kaldırılır.",
        ],
      },
      {
        type: "table",
        caption: "Örnek: 180.000 TL fiyatlı bir Hemen Al ilanı",
        head: ["Kalem", "Tutar"],
        rows: [
          ["Araç bedeli", tl(180_000)],
          ["Alıcı hizmet bedeli", tl(8_000)],
          ["Ödenecek toplam", tl(188_000)],
          ["Gereken kullanılabilir provizyon", `${tl(8_000)} (sipariş sonuçlanana kadar bloke)`],
        ],
      },
      { type: "h3", text: "Bilmeniz gerekenler" },
      {
        type: "ul",
        items: [
          "Aynı anda birden fazla üye Hemen Al'a basarsa yalnızca ilk onaylanan işlem geçerli olur; diğer üyelere ilanın satıldığı bildirilir ve provizyonlarına dokunulmaz.",
          "Kendi ilanınızı satın alamazsınız.",
          "Süresinde ödenmeyen sipariş iptal edilir, ilan yeniden satışa açılır ve bloke edilen provizyon cayma bedeli olarak tahsil edilebilir.",
          "Araçtan kaynaklanan bir nedenle (örneğin ekspertiz raporunda yer almayan ciddi bir kusurun teslimden önce ortaya çıkması) sipariş iptal edilirse hizmet bedeli alınmaz, provizyonunuz tamamen serbest kalır.",
        ],
      },
      { type: "cta", text: "Hemen Al ilanlarını inceleyin", href: "/hemenal" },
    ],
  },
  {
    id: 3,
    title: "İhale ile satın alma",
    summary:
      "İhaleler belirli bir başlangıç ve bitiş saatiyle canlı yürür. Süre sonunda en yüksek geçerli teklifi veren üye, rezerv fiyat karşılandıysa motosikleti satın alır.",
    blocks: [
      { type: "h3", text: "İhalenin aşamaları" },
      {
        type: "ul",
        items: [
          [
            { text: "Yakında: ", strong: true },
            "İlan yayındadır, inceleyebilirsiniz; teklif başlangıç saatinde açılır.",
          ],
          [
            { text: "Canlı: ", strong: true },
            "Teklifler kabul edilir. Kalan süre gün, saat, dakika ve saniye olarak gösterilir ve sayfa yenilemeden güncellenir.",
          ],
          [
            { text: "Sona erdi: ", strong: true },
            "Rezerv fiyat karşılandıysa “Satıldı”, karşılanmadıysa “Satılmadı” olarak kapanır.",
          ],
        ],
      },
      { type: "h3", text: "Teklif kuralları" },
      {
        type: "ul",
        items: [
          "Verdiğiniz her teklif bağlayıcıdır ve geri alınamaz.",
          "Teklif verebilmek için giriş yapmış olmanız ve kullanılabilir provizyonunuzun teklif tutarının hizmet bedeli diliminden az olmaması gerekir.",
          "Satıcı ve satıcı adına hareket eden kişiler kendi ilanına teklif veremez; fiyatı yapay olarak yükseltme girişimleri üyeliğin kapatılmasına yol açar.",
          "Teklif geçmişinde teklif verenlerin adları maskelenerek (örneğin M*** Y***) tutar ve saatle birlikte, en yenisi üstte gösterilir.",
        ],
      },
      bandTable("En az artırım tutarları", ["Güncel fiyat", "En az artırım"], BID_INCREMENT_BANDS, (b) => b.step),
      {
        type: "p",
        text: "İlk teklif en az başlangıç fiyatı kadar olmalıdır; sonraki her teklif güncel fiyatı en az artırım tutarı kadar geçmelidir. Teklifler artırım tutarının tam katlarıyla ilerler: ilk teklifte başlangıç fiyatının, sonra güncel fiyatın üzerine 1, 2, 3… artırım eklenir (güncel fiyat 96.000 TL ve artırım 1.000 TL iken 97.000, 98.000 TL… verilebilir, 97.500 TL verilemez); maksimum teklif de bu tutarlardan biri olmalıdır. Artırım tutarı, teklif anındaki güncel fiyatın dilimine göre belirlenir. İlan sayfasında farklı bir artırım tutarı belirtilmişse o tutar geçerlidir.",
      },
      { type: "h3", text: "Maksimum (vekil) teklif" },
      {
        type: "p",
        text: "İhaleyi sürekli takip edemiyorsanız ödemeyi kabul ettiğiniz en yüksek tutarı maksimum teklif olarak girebilirsiniz. Sistem sizin adınıza, yalnızca önde kalmanıza yetecek kadar, en az artırım tutarıyla teklif verir; maksimum tutarınız diğer üyelere gösterilmez.",
      },
      {
        type: "note",
        title: "Örnek",
        text: "Güncel fiyat 150.000 TL iken 170.000 TL maksimum teklif girdiniz: sistem sizin adınıza 152.500 TL teklif verir. Başka bir üye 160.000 TL teklif verirse sistem sizi otomatik olarak 162.500 TL ile öne geçirir. Bir üye 170.000 TL'nin üzerine çıkarsa geride kalırsınız ve bildirim alırsınız. Aynı tutarda iki maksimum teklif varsa önce verilen teklif önde kalır. Zaten öndeyken yeniden teklif verirseniz fiyat yükselmez; yalnızca gizli maksimumunuz artar. Maksimum teklifte bloke edilen provizyon, maksimum tutarın hizmet bedeli dilimidir.",
      },
      { type: "h3", text: "Son dakika uzatması" },
      {
        type: "p",
        text: `İhalenin son ${RULES.softCloseMinutes} dakikası içinde verilen her teklif, bitiş saatini teklif anından itibaren ${RULES.softCloseMinutes} dakika sonrasına uzatır. Böylece son saniyede verilen bir teklife herkes yanıt verebilir; ihale ancak ${RULES.softCloseMinutes} dakika boyunca yeni teklif gelmediğinde kapanır.`,
      },
      { type: "h3", text: "Provizyon blokesi" },
      {
        type: "p",
        text: "Önde olduğunuz sürece teklifinizin hizmet bedeli dilimi kadar provizyonunuz bloke edilir. Başka bir üye sizi geçtiği anda blokeniz kalkar. İhale “Satılmadı” olarak biterse de bloke kalkar ve sizden herhangi bir ücret alınmaz.",
      },
      { type: "h3", text: "Rezerv fiyat" },
      {
        type: "p",
        text: "Satıcı, altında satış yapmak istemediği gizli bir rezerv fiyat belirleyebilir. En yüksek teklif rezerv fiyata ulaşmazsa ihale “Satılmadı” olarak kapanır ve sipariş oluşmaz. Rezerv fiyatın karşılanıp karşılanmadığı ihale sayfasında belirtilir, tutarı açıklanmaz. Önde olan maksimum teklif rezerv fiyata ulaştığında güncel fiyat doğrudan rezerv fiyata yükselir, böylece ihale satışla kapanabilir.",
      },
      { type: "h3", text: "Kazandığınızda" },
      {
        type: "p",
        text: `İhale sizin teklifinizle “Satıldı” olarak kapanırsa adınıza araç bedeli ve hizmet bedelinden oluşan bir sipariş açılır. Ödemeyi ${RULES.paymentDays} iş günü içinde yaparsınız; sonrası Hemen Al ile satın almadaki gibi noterde devir ve teslimle tamamlanır.`,
      },
      { type: "cta", text: "Canlı ihalelere göz atın", href: "/ihaleler" },
    ],
  },
  {
    id: 4,
    title: "Alıcı hizmet bedeli",
    summary:
      "Alıcı hizmet bedeli, motosikleti satın aldığınızda araç bedeline ek olarak ödediğiniz sabit tutardır. Yüzde değil, fiyat dilimine göre belirlenir.",
    blocks: [
      bandTable(
        "Fiyat dilimine göre alıcı hizmet bedeli (KDV dahil)",
        ["Satış fiyatı", "Hizmet bedeli"],
        BUYER_FEE_BANDS,
        (b) => b.fee,
      ),
      // The one KDV rule of the invoices (lib/invoices/rules.ts), quoted where the fees are listed.
      { type: "p", text: FEE_KDV_TEXT },
      { type: "h3", text: "Örnekler" },
      {
        type: "ul",
        items: [
          "249.000 TL'ye satın aldığınız motosiklet için hizmet bedeli 8.000 TL'dir; toplam 257.000 TL ödersiniz.",
          "Tam 250.000 TL'lik satışta ikinci dilim başlar: hizmet bedeli 12.000 TL, toplam 262.000 TL.",
          "640.000 TL'lik satışta hizmet bedeli 20.000 TL, toplam 660.000 TL'dir.",
        ],
      },
      { type: "h3", text: "Ne zaman ödenir, ne zaman ödenmez?" },
      {
        type: "ul",
        items: [
          "Hizmet bedeli yalnızca satın alma gerçekleştiğinde, siparişin araç bedeliyle birlikte ödenir.",
          "İhalede geçildiğinizde, ihale satışsız kapandığında ya da sipariş satıcıdan veya araçtan kaynaklanan bir nedenle iptal edildiğinde hizmet bedeli alınmaz.",
          "Sipariş, ödemenin süresinde yapılmaması gibi alıcıdan kaynaklanan bir nedenle iptal edilirse bloke edilen provizyon cayma bedeli olarak tahsil edilebilir.",
          "Hizmet bedeli için adınıza e-fatura veya e-arşiv fatura düzenlenir.",
        ],
      },
      {
        type: "note",
        title: "Provizyon ve hizmet bedeli",
        text: "Teklif verebilmek ya da Hemen Al kullanabilmek için kullanılabilir provizyonunuz, ilgili fiyatın hizmet bedeli kadar olmalıdır. Örneğin 300.000 TL'lik bir teklif için en az 12.000 TL kullanılabilir provizyon gerekir. Provizyon teminattır; hizmet bedeli ayrıca ödenir ve sipariş tamamlandığında provizyon blokeniz kalkar.",
      },
    ],
  },
  {
    id: 5,
    title: "Nakliye ve teslimat",
    summary:
      "Ödemeniz teyit edildikten sonra devir noterde yapılır. Motosikletinizi teslim noktamızdan kendiniz alabilir ya da Nakliye hizmetimizle bulunduğunuz ile getirtebilirsiniz.",
    blocks: [
      { type: "h3", text: "Noterde devir" },
      {
        type: "ul",
        items: [
          "Ödemeniz teyit edildiğinde ekibimiz sizi arayarak noter randevusunu planlar. Randevuya geçerli kimlik belgenizle gelmeniz yeterlidir.",
          "Motosiklet, noter satış sözleşmesiyle adınıza tescil edilir; noter satış ücreti alıcıya aittir.",
          "Satışla birlikte adınıza zorunlu trafik sigortası yaptırmanız gerekir. Sigortası yapılmamış motosikletle trafiğe çıkmayın.",
        ],
      },
      { type: "h3", text: "Teslim noktasından teslim alma" },
      {
        type: "p",
        text: "Borsa'da Sat ile bize teslim edilen motosikletler teslim noktamızda bekletilir. Teslim alırken aracı ekspertiz özetiyle birlikte kontrol eder, teslim tutanağını imzalarsınız. Teslim noktası adresi ve çalışma saatlerimiz sayfanın altında ve İletişim sayfasında yer alır.",
      },
      { type: "h3", text: "Nakliye ile teslim" },
      {
        type: "p",
        text: [
          "Giriş yaptıktan sonra Nakliye ekranından çıkış ve varış il/ilçesini, aracı ve tercih ettiğiniz tarihi girerek talep oluşturursunuz. Ekibimiz size fiyat teklifi sunar; onayladığınızda taşıma planlanır ve motosiklet teslim tutanağıyla elinize ulaşır. Ayrıntılar için ",
          { text: "Nakliye hizmeti", href: "/kurumsal/nakliye" },
          " sayfasına bakın.",
        ],
      },
      {
        type: "note",
        title: "Teslimde kontrol edin",
        text: "Motosikleti teslim alırken görünür hasar, eksik parça ya da ekspertiz özetiyle uyuşmayan bir durum görürseniz bunu teslim tutanağına yazdırın ve fotoğraflayın. Tutanağa işlenmeyen görünür hasarlar için sonradan yapılan başvurularda ispat güçleşir.",
      },
    ],
  },
];
