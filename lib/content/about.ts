import { COMPANY } from "@/lib/company";
import type { Section } from "@/lib/content/types";

export const ABOUT_SECTIONS: Section[] = [
  {
    id: "biz-kimiz",
    title: "Biz kimiz?",
    blocks: [
      {
        type: "p",
        text: `MotoBorsa, ikinci el motosiklet alım satımını şeffaf, hızlı ve güvenli hale getirmek için kurulmuş bir çevrim içi pazaryeridir. Platform, ${COMPANY.legalName} tarafından İstanbul Ataşehir'deki merkezimizden işletilir.`,
      },
      {
        type: "p",
        text: "İkinci el motosiklet alırken en çok duyulan soruları biliyoruz: Kilometresi gerçek mi? Kaza geçirmiş mi? Satıcı gerçekten satacak mı, alıcı gerçekten alacak mı? MotoBorsa'yı bu soruları baştan yanıtlayan bir düzen olarak tasarladık: her araç ekspertizden geçer, her teklif provizyonla güvence altındadır, her ödeme şirket hesabı üzerinden ve her devir noterde yapılır.",
      },
    ],
  },
  {
    id: "ne-yapiyoruz",
    title: "Ne yapıyoruz?",
    blocks: [
      {
        type: "dl",
        items: [
          {
            term: "İhaleye Katıl",
            description: [
              "Ekspertizli motosikletler belirli süreli canlı ihalelerle satılır. Maksimum teklif ve son dakika uzatması sayesinde herkes eşit şartlarda yarışır. ",
              { text: "İhaleler", href: "/ihaleler" },
            ],
          },
          {
            term: "Hemen Al",
            description: [
              "Fiyatı belli motosikletleri beklemeden, ilandaki sabit fiyattan satın alırsınız. ",
              { text: "Hemen Al ilanları", href: "/hemenal" },
            ],
          },
          {
            term: "Borsa'da Sat",
            description: [
              "Motosikletinizi bize bildirirsiniz; teklifimizi kabul ederseniz ekspertizden fotoğrafa, alıcıyla görüşmeden noter randevusuna kadar satışı biz yürütürüz. ",
              { text: "Nasıl çalışır?", href: "/kurumsal/teklifal" },
            ],
          },
          {
            term: "Nakliye",
            description: [
              "Satın aldığınız ya da satmak istediğiniz motosikleti Türkiye'nin her iline, motosiklete uygun araçlarla ve sigortalı olarak taşırız. ",
              { text: "Nakliye hizmeti", href: "/kurumsal/nakliye" },
            ],
          },
        ],
      },
    ],
  },
  {
    id: "neden-motoborsa",
    title: "Neden MotoBorsa?",
    blocks: [
      {
        type: "ul",
        items: [
          [
            { text: "Kapsamlı ekspertiz: ", strong: true },
            "Şaseden motora, frenlerden elektrik aksamına kadar her araç kontrol edilir; sonuçlar ilanda madde madde yayımlanır.",
          ],
          [
            { text: "Ciddi alıcılar: ", strong: true },
            "Teklif vermek için provizyon gerekir. Böylece satıcılar asılsız tekliflerle, alıcılar ise cayan rakiplerle zaman kaybetmez.",
          ],
          [
            { text: "Açık hizmet bedeli: ", strong: true },
            "Alıcı hizmet bedeli fiyat dilimine göre sabittir ve her fiyatın yanında gösterilir. Satıcıdan komisyon alınmaz.",
          ],
          [
            { text: "Güvenli ödeme ve devir: ", strong: true },
            "Ödemeler şirketimizin banka hesabına yapılır; satış, alıcı ve satıcının kimlikleri doğrulanarak noterde tamamlanır.",
          ],
          [
            { text: "Adil ihale: ", strong: true },
            "Son dakikalarda verilen teklifler süreyi uzatır; satıcının kendi ilanına teklif vermesi yasaktır ve denetlenir.",
          ],
        ],
      },
    ],
  },
  {
    id: "ilkelerimiz",
    title: "İlkelerimiz",
    blocks: [
      {
        type: "p",
        text: "Bir aracın kusurunu gizlemek kısa vadede satış getirir, uzun vadede güveni bitirir. Bu yüzden ilanlarımızda bildiğimiz her şeyi yazarız, kişisel verilerinizi yalnızca hizmeti sunmak için gereken ölçüde işleriz ve kurallarımızı herkese aynı uygularız. Bir sorun yaşarsanız çözümün muhatabı biziz.",
      },
    ],
  },
];

/** The company's registered details, for the about page and the legal texts. */
export const COMPANY_FACTS = [
  { term: "Ticaret unvanı", description: COMPANY.legalName },
  { term: "MERSİS numarası", description: COMPANY.mersis },
  { term: "Vergi dairesi", description: COMPANY.taxOffice },
  { term: "Adres", description: COMPANY.address },
  { term: "Telefon", description: [{ text: COMPANY.phone, href: COMPANY.phoneHref }] },
  { term: "E-posta", description: [{ text: COMPANY.email, href: `mailto:${COMPANY.email}` }] },
  { term: "KEP adresi", description: COMPANY.kep },
  { term: "Çalışma saatleri", description: COMPANY.workingHours },
];
