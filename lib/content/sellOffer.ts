import type { Section } from "@/lib/content/types";
import { RULES } from "@/lib/content/rules";

/** /kurumsal/teklifal: how a "Borsa'da Sat" application becomes an offer and a listing. */
export const SELL_OFFER_SECTIONS: Section[] = [
  {
    id: "nasil-calisir",
    title: "Başvurunuz hangi aşamalardan geçer?",
    blocks: [
      {
        type: "steps",
        items: [
          {
            title: "Başvuru alındı",
            text: "Borsa'da Sat formunu gönderdiğiniz anda başvurunuz kaydedilir ve size bir başvuru numarası verilir. Başvurunun durumunu profilinizden izleyebilirsiniz.",
          },
          {
            title: "İncelemede",
            text: `Ekibimiz bilgileri ve fotoğrafları inceler, gerekirse sizi arayarak ek bilgi ister. İlk yanıtı en geç ${RULES.sellReviewDays} iş günü içinde veririz.`,
          },
          {
            title: "Teklif verildi",
            text: `Size satış yöntemini (İhale veya Hemen Al) ve fiyatı içeren teklifimizi iletiriz. Teklif ${RULES.sellOfferValidDays} gün geçerlidir.`,
          },
          {
            title: "Kabul veya ret",
            text: "Teklifi kabul ederseniz aracınızı teslim almak için randevu planlarız. Reddederseniz başvurunuz kapanır ve hiçbir ücret ödemezsiniz; dilediğiniz zaman yeniden başvurabilirsiniz.",
          },
          {
            title: "Yayında",
            text: "Teslim alınan aracınız kapsamlı ekspertizden geçer, fotoğraflanır ve ihale ya da Hemen Al ilanı olarak yayına alınır.",
          },
        ],
      },
    ],
  },
  {
    id: "formda-istenenler",
    title: "Formda neler istenir?",
    blocks: [
      {
        type: "ul",
        items: [
          "Plaka: Türkiye plakası, örneğin 34 ABC 123. Boşluklu veya boşluksuz yazabilirsiniz. Plakanız ilanda hiçbir zaman tam olarak gösterilmez.",
          "Marka, model, model yılı, kilometre ve motor hacmi (cc)",
          "Motosikletin bulunduğu il",
          "Beklediğiniz satış fiyatı",
          "Açıklama: hasar ve boya durumu, değişen parçalar, son bakım tarihi, aksesuarlar",
          "Fotoğraflar: sağ ve sol yan, ön, arka, gösterge paneli (kilometre okunacak şekilde), motor bloğu, lastikler ve varsa hasarlı bölgeler",
          "Size ulaşabileceğimiz cep telefonu numarası",
        ],
      },
      {
        type: "note",
        text: "Eksiksiz ve gerçeğe uygun bilgi, teklifimizin ekspertiz sonrasında değişmemesini sağlar. Ekspertizde beyan edilmemiş önemli bir kusur çıkarsa teklifimizi güncelleriz.",
      },
    ],
  },
  {
    id: "teklif-nasil-belirlenir",
    title: "Teklifimizi nasıl belirliyoruz?",
    blocks: [
      {
        type: "p",
        text: "Teklifimiz; aynı marka ve modelin MotoBorsa'daki ve piyasadaki güncel satış fiyatlarına, model yılına, kilometreye, hasar kaydına, beyan ettiğiniz kusurlara ve mevsime göre belirlenir. Teklifte şunlar yer alır:",
      },
      {
        type: "ul",
        items: [
          [{ text: "Hemen Al için: ", strong: true }, "aracın yayınlanacağı sabit satış fiyatı."],
          [{ text: "İhale için: ", strong: true }, "başlangıç fiyatı ve altında satış yapılmayacak rezerv fiyat."],
          [
            { text: "Size ödenecek tutar: ", strong: true },
            "satıcıdan komisyon alınmadığı için satış bedelinin tamamı.",
          ],
          [{ text: "Tahmini yayın tarihi ", strong: true }, "ve aracın teslim alınma şekli."],
        ],
      },
    ],
  },
  {
    id: "kabul-edilen-araclar",
    title: "Hangi motosikletleri kabul ediyoruz?",
    blocks: [
      {
        type: "ul",
        items: [
          "Türkiye'de tescilli, adınıza kayıtlı ya da noter vekaletnamesiyle satılabilen motosikletler ve scooterlar",
          "Motorlu taşıtlar vergisi borcu bulunmayan; rehin, haciz veya yakalama kaydı satıştan önce kaldırılabilecek araçlar",
          "Ağır hasar kaydı veya pert geçmişi olan araçlar, bu durum başvuruda açıkça belirtilmek şartıyla değerlendirilir",
        ],
      },
    ],
  },
  {
    id: "sik-sorulanlar",
    title: "Sık sorulanlar",
    blocks: [
      { type: "h3", text: "Teklif almak ücretli mi?" },
      {
        type: "p",
        text: "Hayır. Başvuru, teklif, ekspertiz ve ilan ücretsizdir; teklifimizi reddetmeniz halinde de ücret ödemezsiniz.",
      },
      { type: "h3", text: "Aracımı teslim ettikten sonra kullanabilir miyim?" },
      {
        type: "p",
        text: "Hayır. Alıcıların ekspertizdeki durumu görerek teklif verebilmesi için araç, satış tamamlanana kadar teslim noktamızda kapalı alanda ve sigortalı olarak bekletilir.",
      },
      { type: "h3", text: "Param ne zaman ödenir?" },
      {
        type: "p",
        text: "Alıcının ödemesi teyit edildikten sonra noterde devir yapılır ve satış bedeli aynı gün, en geç bir sonraki iş günü sizin adınıza kayıtlı banka hesabına gönderilir.",
      },
      { type: "h3", text: "Aracım ihalede satılmazsa ne olur?" },
      {
        type: "p",
        text: "Rezerv fiyat karşılanmazsa aracınızı yeniden ihaleye çıkarabilir, Hemen Al'a alabilir ya da ücretsiz olarak geri alabilirsiniz.",
      },
    ],
  },
];
