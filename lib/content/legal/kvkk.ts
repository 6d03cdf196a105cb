import { COMPANY } from "@/lib/company";
import type { LegalDoc } from "@/lib/content/types";

export const KVKK_NOTICE: LegalDoc = {
  id: "kvkk-aydinlatma-metni",
  title: "Kişisel Verilerin Korunması Aydınlatma Metni",
  updatedAt: "2026-11-21",
  intro: [
    {
      type: "p",
      text: `${COMPANY.legalName} olarak kişisel verilerinizi 6698 sayılı Kişisel Verilerin Korunması Kanunu (“KVKK”) ve ilgili mevzuata uygun olarak işliyoruz. Bu metin, KVKK'nın 10. maddesi ve Aydınlatma Yükümlülüğünün Yerine Getirilmesinde Uyulacak Usul ve Esaslar Hakkında Tebliğ uyarınca; üyelerimizi, ziyaretçilerimizi, alıcı ve satıcılarımızı, nakliye ve iletişim talebinde bulunan kişileri bilgilendirmek amacıyla hazırlanmıştır.`,
    },
  ],
  sections: [
    {
      id: "kvk-veri-sorumlusu",
      title: "1. Veri sorumlusu",
      blocks: [
        {
          type: "dl",
          items: [
            { term: "Unvan", description: COMPANY.legalName },
            { term: "MERSİS numarası", description: COMPANY.mersis },
            { term: "Adres", description: COMPANY.address },
            { term: "E-posta", description: [{ text: COMPANY.email, href: `mailto:${COMPANY.email}` }] },
            { term: "KEP adresi", description: COMPANY.kep },
            { term: "Telefon", description: [{ text: COMPANY.phone, href: COMPANY.phoneHref }] },
          ],
        },
      ],
    },
    {
      id: "kvk-veri-kategorileri",
      title: "2. İşlediğimiz kişisel veriler",
      blocks: [
        {
          type: "table",
          caption: "Kişisel veri kategorileri",
          head: ["Kategori", "Örnekler"],
          rows: [
            ["Kimlik", "Ad, soyad; noter satışı ve kimlik doğrulaması aşamasında T.C. kimlik numarası"],
            ["İletişim", "E-posta adresi, cep telefonu numarası, il; nakliye talebinde alım ve teslim adresi"],
            [
              "Müşteri işlem",
              "Teklifler ve maksimum teklifler, siparişler, Borsa'da Sat başvuruları, nakliye talepleri, provizyon talepleri ve referans kodları",
            ],
            ["Finans", "Provizyon bakiyesi ve hareketleri, havale/EFT gönderen adı ve tutarı, iade için IBAN"],
            ["Araç", "Plaka, marka, model, model yılı, kilometre, motor hacmi, ekspertiz sonuçları, ruhsat bilgileri"],
            ["Görsel kayıt", "Borsa'da Sat başvurusunda yüklenen motosiklet fotoğrafları"],
            ["İşlem güvenliği", "IP adresi, giriş ve işlem kayıtları, oturum bilgileri, tarayıcı ve cihaz bilgisi"],
            ["Talep ve şikâyet", "İletişim formu ve e-posta ile ilettiğiniz mesajlar"],
            [
              "Pazarlama",
              "Yalnızca onay vermeniz halinde: ticari elektronik ileti tercihleri ve pazarlama çerezleriyle elde edilen bilgiler",
            ],
          ],
        },
        {
          type: "note",
          text: "Özel nitelikli kişisel veri (sağlık, din, biyometrik veri vb.) talep etmiyoruz. Lütfen açıklama alanlarında ve fotoğraflarda bu tür verileri paylaşmayın.",
        },
      ],
    },
    {
      id: "kvk-amaclar",
      title: "3. İşleme amaçları ve hukuki sebepler",
      blocks: [
        {
          type: "table",
          caption: "Amaçlar ve KVKK madde 5/2 kapsamındaki hukuki sebepler",
          head: ["Amaç", "Hukuki sebep"],
          rows: [
            ["Üyelik hesabının açılması ve yönetimi, oturum açma", "Sözleşmenin kurulması ve ifası (md. 5/2-c)"],
            [
              "İhale ve Hemen Al işlemleri, sipariş, ödeme takibi, noter satışı ve teslim",
              "Sözleşmenin kurulması ve ifası (md. 5/2-c)",
            ],
            [
              "Provizyon yükleme, bloke, tahsil ve iade işlemleri",
              "Sözleşmenin ifası (md. 5/2-c); hukuki yükümlülük (md. 5/2-ç)",
            ],
            [
              "Borsa'da Sat başvurusunun değerlendirilmesi, ekspertiz, ilanın hazırlanması",
              "Sözleşmenin kurulması ve ifası (md. 5/2-c)",
            ],
            [
              "Nakliye talebinin fiyatlandırılması ve taşımanın yapılması",
              "Sözleşmenin kurulması ve ifası (md. 5/2-c)",
            ],
            [
              "Fatura düzenlenmesi, ticari defter ve belgelerin saklanması",
              "Kanunlarda açıkça öngörülme ve hukuki yükümlülük (md. 5/2-a, ç)",
            ],
            [
              "Teklif manipülasyonu, sahte hesap ve dolandırıcılığın önlenmesi, bilgi güvenliği",
              "Meşru menfaat (md. 5/2-f); hukuki yükümlülük (md. 5/2-ç)",
            ],
            [
              "Yetkili kurumların taleplerinin karşılanması, uyuşmazlıklarda hakların korunması",
              "Hukuki yükümlülük (md. 5/2-ç); bir hakkın tesisi, kullanılması veya korunması (md. 5/2-e)",
            ],
            ["Talep ve şikâyetlerin yanıtlanması", "Meşru menfaat (md. 5/2-f)"],
            [
              "Kampanya duyuruları ve pazarlama çerezleri",
              "Açık rıza (md. 5/1); ticari elektronik iletiler için 6563 sayılı Kanun kapsamında onay",
            ],
            ["Analitik çerezlerle site kullanımının ölçülmesi", "Açık rıza (md. 5/1)"],
          ],
        },
      ],
    },
    {
      id: "kvk-toplama",
      title: "4. Toplama yöntemi",
      blocks: [
        {
          type: "p",
          text: "Kişisel verileriniz; Platform'daki kayıt, teklif, provizyon, Borsa'da Sat, nakliye ve iletişim formları, çerezler, çağrı merkezi ve WhatsApp görüşmeleri, e-posta yazışmaları, banka hesap hareketleri ile teslim noktamızda ve noterde düzenlenen belgeler aracılığıyla, kısmen veya tamamen otomatik yollarla toplanır.",
        },
      ],
    },
    {
      id: "kvk-aktarim",
      title: "5. Kişisel verilerin aktarılması",
      blocks: [
        { type: "h3", text: "Yurt içine aktarım (KVKK md. 8)" },
        {
          type: "table",
          caption: "Yurt içindeki alıcı grupları",
          head: ["Alıcı grubu", "Aktarım amacı"],
          rows: [
            [
              "İşlemin karşı tarafı (alıcı veya satıcı)",
              "Satış kesinleştiğinde noter satışının yapılabilmesi için ad, soyad ve gerekli kimlik bilgileri",
            ],
            ["Noterler", "Mülkiyet devrinin yapılması"],
            ["Bankalar", "Provizyon, sipariş ve satış bedeli ödemeleri ile iadeler"],
            ["Nakliye iş ortakları", "Alım ve teslimin yapılabilmesi için ad, telefon ve adres"],
            ["Ekspertiz iş ortakları", "Araç bilgileri ve ekspertiz işlemleri"],
            ["Mali müşavir, hukuk danışmanları ve denetçiler", "Yasal yükümlülükler ve hakların korunması"],
            [
              "Yetkili kamu kurum ve kuruluşları, yargı mercileri",
              "Mevzuattan doğan bilgi verme yükümlülüklerinin yerine getirilmesi",
            ],
          ],
        },
        { type: "h3", text: "Yurt dışına aktarım (KVKK md. 9)" },
        {
          type: "p",
          text: "Kimlik doğrulama hizmeti için Google (Firebase Authentication), web analitiği ve hız ölçümü için Vercel hizmetlerinden yararlanıyoruz. Bu hizmetlerin sunucuları yurt dışında bulunabildiğinden e-posta adresiniz, oturum bilgileriniz ve (analitik izni vermeniz halinde) kimliksizleştirilmiş kullanım verileri yurt dışına aktarılabilir. Bu aktarımlar, KVKK'nın 9. maddesi uyarınca Kişisel Verileri Koruma Kurulu'nca ilan edilen standart sözleşmeler imzalanarak ve sözleşmeler Kurum'a bildirilerek yapılır.",
        },
      ],
    },
    {
      id: "kvk-saklama",
      title: "6. Saklama süreleri",
      blocks: [
        {
          type: "ul",
          items: [
            "Üyelik ve işlem kayıtları: üyelik süresince ve sona ermesinden itibaren genel zamanaşımı süresi olan 10 yıl",
            "Fatura, ticari defter ve muhasebe belgeleri: 6102 sayılı Türk Ticaret Kanunu ve 213 sayılı Vergi Usul Kanunu uyarınca 10 yıl",
            "İşlem güvenliği kayıtları (IP ve erişim kayıtları): 2 yıl",
            "Reddedilen Borsa'da Sat başvuruları ve sonuçlanmayan nakliye talepleri: 2 yıl",
            "Pazarlama onayları: onay geri alınana kadar; onayın geri alındığına ilişkin kayıt 3 yıl",
          ],
        },
        {
          type: "p",
          text: "Süresi dolan veriler, Kişisel Verilerin Silinmesi, Yok Edilmesi veya Anonim Hale Getirilmesi Hakkında Yönetmelik uyarınca ilk periyodik imha işleminde silinir, yok edilir veya anonim hale getirilir.",
        },
      ],
    },
    {
      id: "kvk-haklar",
      title: "7. KVKK madde 11 kapsamındaki haklarınız",
      blocks: [
        { type: "p", text: "Kişisel veri sahibi olarak bize başvurarak:" },
        {
          type: "ol",
          items: [
            "Kişisel verilerinizin işlenip işlenmediğini öğrenme,",
            "İşlenmişse buna ilişkin bilgi talep etme,",
            "İşlenme amacını ve bunların amacına uygun kullanılıp kullanılmadığını öğrenme,",
            "Yurt içinde veya yurt dışında aktarıldığı üçüncü kişileri bilme,",
            "Eksik veya yanlış işlenmişse düzeltilmesini isteme,",
            "KVKK'nın 7. maddesindeki şartlar çerçevesinde silinmesini veya yok edilmesini isteme,",
            "Düzeltme, silme veya yok etme işlemlerinin verilerin aktarıldığı üçüncü kişilere bildirilmesini isteme,",
            "İşlenen verilerin münhasıran otomatik sistemlerle analiz edilmesi suretiyle aleyhinize bir sonucun ortaya çıkmasına itiraz etme,",
            "Kanuna aykırı işleme nedeniyle zarara uğramanız halinde zararın giderilmesini talep etme",
          ],
        },
        { type: "p", text: "haklarına sahipsiniz." },
      ],
    },
    {
      id: "kvk-basvuru",
      title: "8. Başvuru yöntemi",
      blocks: [
        {
          type: "p",
          text: "Haklarınıza ilişkin taleplerinizi, Veri Sorumlusuna Başvuru Usul ve Esasları Hakkında Tebliğ'e uygun olarak aşağıdaki yollardan biriyle iletebilirsiniz:",
        },
        {
          type: "ul",
          items: [
            `Islak imzalı dilekçeyle, kimliğinizi gösterir belgeyle birlikte ${COMPANY.address} adresine şahsen veya noter aracılığıyla,`,
            `Kayıtlı elektronik posta (KEP) ile ${COMPANY.kep} adresine,`,
            [
              `Güvenli elektronik imza veya mobil imza ile imzalanmış olarak ya da Platform'a kayıtlı e-posta adresinizden `,
              { text: COMPANY.email, href: `mailto:${COMPANY.email}` },
              " adresine.",
            ],
          ],
        },
        {
          type: "p",
          text: "Başvurunuzda adınız, soyadınız, imzanız (yazılı başvurularda), T.C. kimlik numaranız (yabancılar için uyruk ve pasaport numarası), tebligata esas adresiniz, varsa e-posta adresiniz ve telefon numaranız ile talebinizin açık konusu bulunmalıdır.",
        },
        {
          type: "p",
          text: "Başvurunuzu niteliğine göre en kısa sürede ve en geç 30 gün içinde ücretsiz olarak sonuçlandırırız. İşlemin ayrıca bir maliyet gerektirmesi halinde Kişisel Verileri Koruma Kurulu'nca belirlenen tarifedeki ücret alınabilir. Başvurunuzun reddedilmesi, cevabı yetersiz bulmanız veya süresinde cevap verilmemesi halinde KVKK'nın 14. maddesi uyarınca Kişisel Verileri Koruma Kurulu'na şikâyette bulunabilirsiniz.",
        },
      ],
    },
    {
      id: "kvk-degisiklik",
      title: "9. Değişiklikler",
      blocks: [
        {
          type: "p",
          text: "Bu metni, işleme faaliyetlerimizde veya mevzuatta değişiklik oldukça güncelleriz. Güncel metin her zaman bu sayfada yer alır; sayfanın başındaki tarih son güncellemeyi gösterir.",
        },
      ],
    },
  ],
};
