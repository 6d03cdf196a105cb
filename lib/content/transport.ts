import type { Section } from "@/lib/content/types";
import { RULES } from "@/lib/content/rules";

/** /kurumsal/nakliye: the transport service explained. */
export const TRANSPORT_SECTIONS: Section[] = [
  {
    id: "hizmet-kapsami",
    title: "Hizmet kapsamı",
    blocks: [
      {
        type: "p",
        text: "MotoBorsa Nakliye, motosikletleri Türkiye'nin 81 ili arasında ve il içinde kapıdan kapıya taşır. Hizmetten MotoBorsa'dan satın aldığınız motosikletin adresinize getirilmesi, Borsa'da Sat ile satacağınız motosikletin teslim noktamıza aldırılması ya da kendi motosikletinizin başka bir şehre gönderilmesi için yararlanabilirsiniz.",
      },
      {
        type: "p",
        text: "Taşımalar, motosiklet taşımaya uygun rampalı ve tekerlek kilitli kapalı kasa araçlarla yapılır. Her motosiklet en az dört noktadan, boyaya ve kaplamalara zarar vermeyen yumuşak kayışlarla sabitlenir.",
      },
    ],
  },
  {
    id: "talep-sureci",
    title: "Talep nasıl oluşturulur?",
    blocks: [
      {
        type: "steps",
        items: [
          {
            title: "Talep",
            text: [
              "Üye girişi yaptıktan sonra ",
              { text: "Nakliye", href: "/nakliye" },
              " ekranında çıkış ve varış il/ilçesini, motosikletin marka ve modelini, tercih ettiğiniz tarihi ve varsa notunuzu (yürür durumda değil, yan çantalı, apartman girişi dar vb.) girersiniz. Talebiniz “Talep alındı” durumunda görünür.",
            ],
          },
          {
            title: "Fiyat teklifi",
            text: `Ekibimiz mesafe, araç ve tarih bilgisine göre fiyat teklifini hesaplar ve talebinize ekler. Teklif ${RULES.transportQuoteValidDays} gün geçerlidir.`,
          },
          {
            title: "Onay veya ret",
            text: "Teklifi kabul ederseniz taşıma planlanır; reddederseniz talep ücretsiz olarak kapanır.",
          },
          {
            title: "Planlama",
            text: "Alım günü ve saat aralığı size bildirilir. Sürücünün adı ve telefonu alım gününden önce SMS ile gönderilir.",
          },
          {
            title: "Teslim",
            text: "Motosiklet varış adresinde birlikte kontrol edilir ve teslim tutanağı imzalanır. Talebiniz “Teslim edildi” durumuna geçer.",
          },
        ],
      },
    ],
  },
  {
    id: "fiyatlandirma",
    title: "Fiyatı neler belirler?",
    blocks: [
      {
        type: "ul",
        items: [
          "Çıkış ve varış noktaları arasındaki mesafe ve güzergâh",
          "Motosikletin ölçüsü ve ağırlığı (scooter, naked, touring, enduro vb.)",
          "Motosikletin yürür durumda olup olmadığı; yürümeyen araçlar için ek ekipman gerekir",
          "Adresten alım ya da teslim noktasından çıkış",
          "Tarih esnekliği: birkaç gün esneklik tanırsanız aynı güzergâhtaki diğer taşımalarla birleştirerek daha uygun fiyat sunabiliriz",
        ],
      },
      {
        type: "p",
        text: "Teklif edilen fiyata KDV, araç nakliyat sigortası ve köprü-otoyol ücretleri dahildir. Onayladığınız fiyat sonradan değişmez.",
      },
    ],
  },
  {
    id: "odeme-ve-iptal",
    title: "Ödeme ve iptal",
    blocks: [
      {
        type: "ul",
        items: [
          "Nakliye ücreti, teklifi onayladıktan sonra ve motosiklet alınmadan önce havale/EFT ile şirket hesabımıza ödenir.",
          "Planlanan alım tarihinden bir iş günü öncesine kadar talebinizi ücretsiz iptal edebilirsiniz; ödediğiniz tutar aynı hesaba iade edilir.",
          "Sürücü adrese ulaştıktan sonra motosikletin teslim edilmemesi halinde boş sefer gideri ücretten düşülerek iade yapılır.",
        ],
      },
    ],
  },
  {
    id: "hazirlik",
    title: "Taşımadan önce hazırlık",
    blocks: [
      {
        type: "ul",
        items: [
          "Yakıt deposunu en fazla çeyrek seviyesinde bırakın.",
          "Yan çanta, top case ve bagajlardaki kişisel eşyaları boşaltın; kişisel eşya taşınmaz.",
          "Alarmı devre dışı bırakın, anahtarı ve varsa immobilizer kartını teslim edin.",
          "Ruhsatın aslını değil fotokopisini araçla birlikte gönderin.",
          "Mevcut çizik ve hasarları alımdan önce fotoğraflayın; alım tutanağına birlikte işlenir.",
        ],
      },
    ],
  },
  {
    id: "sigorta-ve-hasar",
    title: "Sigorta ve hasar",
    blocks: [
      {
        type: "p",
        text: "Motosikletiniz alındığı andan teslim edildiği ana kadar nakliyat sigortası kapsamındadır. Taşıma sırasında oluşan hasarlar, aracın alım ve teslim tutanaklarındaki durumu karşılaştırılarak giderilir.",
      },
      {
        type: "note",
        title: "Hasar bildirimi",
        text: "Görünür hasarları teslim sırasında tutanağa yazdırın. Dıştan fark edilemeyen hasarları teslimden itibaren 7 gün içinde, fotoğraflarıyla birlikte yazılı olarak bildirin.",
      },
    ],
  },
];
