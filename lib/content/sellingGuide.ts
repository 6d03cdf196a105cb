import type { GuideItem } from "@/lib/content/types";
import { RULES } from "@/lib/content/rules";

/** "Satım hakkında": the seller's guide, items 1–5 (footer links ?id=1..5). */
export const SELLING_GUIDE: GuideItem[] = [
  {
    id: 1,
    title: "Satış süreci",
    summary:
      "Borsa'da Sat ile motosikletinizi bize bildirir, teklifimizi değerlendirir ve aracınızı teslim edersiniz. Ekspertizden ilana, alıcıyla yazışmadan noter randevusuna kadar süreci MotoBorsa yürütür.",
    blocks: [
      {
        type: "steps",
        items: [
          {
            title: "Başvurunuzu gönderin",
            text: [
              { text: "Borsa'da Sat", href: "/borsadasat" },
              " formunda plaka, marka, model, model yılı, kilometre, motor hacmi, il, beklediğiniz fiyat, açıklama ve fotoğrafları paylaşırsınız. Başvurunuz “Başvuru alındı” durumuyla kaydedilir.",
            ],
          },
          {
            title: "İnceleme",
            text: `Ekibimiz en geç ${RULES.sellReviewDays} iş günü içinde başvurunuzu inceler; gerekirse ek fotoğraf veya bilgi için sizi arar. Bu sırada başvuru “İncelemede” görünür.`,
          },
          {
            title: "Teklifimiz",
            text: `Piyasa verilerine ve aracın durumuna göre satış yöntemini (İhale veya Hemen Al) ve fiyatı öneririz. Teklif ${RULES.sellOfferValidDays} gün geçerlidir.`,
          },
          {
            title: "Kabul veya ret",
            text: "Teklifi kabul ederseniz aracınızı teslim noktamıza getirirsiniz ya da Nakliye ile aldırırsınız. Reddederseniz başvurunuz kapanır; hiçbir ücret ödemezsiniz.",
          },
          {
            title: "Ekspertiz ve yayın",
            text: "Kapsamlı ekspertizden sonra aracınız fotoğraflanır ve ilan olarak yayına alınır. Başvurunuz bu aşamada “Yayında” durumuna geçer.",
          },
          {
            title: "Satış ve ödeme",
            text: "Alıcı ödemesini yaptığında noter randevusu planlanır. Noterde devirle birlikte satış bedeli, banka hesabınıza aynı gün, en geç bir sonraki iş günü gönderilir.",
          },
        ],
      },
      { type: "h3", text: "Başvurmadan önce hazırlayın" },
      {
        type: "ul",
        items: [
          "Ruhsat (tescil belgesi) ve kimlik belgeniz; araç sizin adınıza kayıtlı değilse satış yetkisi veren noter vekaletnamesi.",
          "Motorlu taşıtlar vergisi borcunun ödenmiş olması: vergi borcu bulunan araçların noter satışı yapılamaz.",
          "Varsa rehin, haciz veya yakalama kaydının kaldırılmış olması.",
          "Yedek anahtar, servis ve bakım kayıtları, varsa fatura: alıcıların güvenini ve satış fiyatını artırır.",
        ],
      },
      {
        type: "cta",
        text: "Teklif alma sürecini inceleyin",
        href: "/kurumsal/teklifal",
      },
    ],
  },
  {
    id: 2,
    title: "Hemen Al ile satış",
    summary:
      "Hemen Al, motosikletinizi birlikte belirlediğimiz sabit fiyatla satışa çıkarır. Fiyatı kabul eden ilk alıcı aracı satın alır; pazarlık ve bekleme olmaz.",
    blocks: [
      { type: "h3", text: "Kimler için uygun?" },
      {
        type: "p",
        text: "Piyasa değeri belli, sık aranan modeller ve satış tutarını önceden kesin bilmek isteyen satıcılar için uygundur. Fiyatı, benzer ilanlar ve ekspertiz sonucu üzerinden birlikte belirleriz.",
      },
      { type: "h3", text: "Nasıl ilerler?" },
      {
        type: "ol",
        items: [
          "İlanınız sabit fiyatla yayına alınır; alıcı ilan sayfasında fiyatı ve kendi ödeyeceği hizmet bedelini görür.",
          "Bir alıcı Hemen Al'ı onayladığında ilan ayrılır, alıcının provizyonu bloke edilir ve sipariş açılır. Size bilgi verilir.",
          `Alıcı ödemeyi ${RULES.paymentDays} iş günü içinde yapar. Ödeme teyit edilince noter randevusu için sizinle iletişime geçeriz.`,
          "Noterde devirle satış tamamlanır ve satış bedeli hesabınıza gönderilir.",
        ],
      },
      { type: "h3", text: "Bilmeniz gerekenler" },
      {
        type: "ul",
        items: [
          "Yayındaki ilanın fiyatını düşürmek isterseniz bizi aramanız yeterlidir; fiyat artışı ise ilan yeniden değerlendirilerek yapılır.",
          "Alıcı süresinde ödeme yapmazsa sipariş iptal edilir ve ilanınız aynı fiyattan yeniden satışa açılır.",
          "Kendi ilanınızı satın alamaz, başkası adına satın aldıramazsınız.",
        ],
      },
    ],
  },
  {
    id: 3,
    title: "İhale ile satış",
    summary:
      "İhalede motosikletiniz belirli bir süre boyunca alıcıların rekabetine açılır. Başlangıç fiyatını ve altında satmayacağınız gizli rezerv fiyatı birlikte belirleriz.",
    blocks: [
      { type: "h3", text: "İhale nasıl kurulur?" },
      {
        type: "ul",
        items: [
          "Başlangıç fiyatı: Teklifler bu tutardan başlar. Makul bir başlangıç fiyatı ilgiyi ve teklif sayısını artırır.",
          "Rezerv fiyat: Altında satış yapılmayacak, alıcılara gösterilmeyen en düşük tutardır. En yüksek teklif rezerv fiyata ulaşmazsa satış gerçekleşmez.",
          "Süre: İhaleler çoğunlukla 3 ile 7 gün arasında açık kalır ve akşam saatlerinde biter; bitiş saati ilan sayfasında Türkiye saatiyle gösterilir.",
        ],
      },
      { type: "h3", text: "İhale boyunca" },
      {
        type: "ul",
        items: [
          "Teklif veren her üye, teklifinin hizmet bedeli dilimi kadar provizyonu bloke ettirmiş olur. Bu, ciddi olmayan teklifleri baştan eler.",
          `Son ${RULES.softCloseMinutes} dakikada gelen her teklif bitişi ${RULES.softCloseMinutes} dakika uzatır; aracınız son saniyede değerinin altında el değiştirmez.`,
          "Siz veya sizin adınıza hareket eden kişiler ilanınıza teklif veremez. Fiyatı yapay olarak yükseltme girişimi tespit edilirse ihale iptal edilir ve üyelik kapatılır.",
        ],
      },
      { type: "h3", text: "İhale bittiğinde" },
      {
        type: "ul",
        items: [
          [
            { text: "Satıldı: ", strong: true },
            `Rezerv fiyat karşılanmıştır. Kazanan alıcı adına sipariş açılır, alıcı ${RULES.paymentDays} iş günü içinde öder ve noterde devir yapılır.`,
          ],
          [
            { text: "Satılmadı: ", strong: true },
            "Rezerv fiyat karşılanmamıştır. Aracınızı yeniden ihaleye çıkarabilir, Hemen Al'a alabilir ya da ücretsiz olarak geri alabilirsiniz. Gelen en yüksek teklif karar vermenize yardımcı olması için sizinle paylaşılır.",
          ],
        ],
      },
    ],
  },
  {
    id: 4,
    title: "Satıcı hizmet bedeli",
    summary:
      "Borsa'da Sat ile yapılan satışlarda satıcıdan komisyon, ilan veya ekspertiz ücreti alınmaz. MotoBorsa'nın hizmet bedelini alıcı öder; satış bedelinin tamamı size ödenir.",
    blocks: [
      {
        type: "table",
        caption: "Satıcı açısından ücretler",
        head: ["Kalem", "Tutar", "Açıklama"],
        rows: [
          ["Başvuru ve teklif", "Ücretsiz", "Teklifimizi reddetseniz de ücret ödemezsiniz."],
          ["Kapsamlı ekspertiz", "Ücretsiz", "MotoBorsa tarafından karşılanır."],
          ["Fotoğraf ve ilan", "Ücretsiz", "İlan, ihale ya da Hemen Al olarak yayınlanır."],
          ["Satış komisyonu", "0 TL", "Satış bedelinin tamamı hesabınıza gönderilir."],
          ["Satılmayan aracın geri alınması", "Ücretsiz", "İhale rezerv fiyata ulaşmadıysa."],
          [
            "Nakliye (isteğe bağlı)",
            "Teklife göre",
            "Aracınızı adresinizden aldırmak isterseniz size ayrıca fiyat verilir.",
          ],
        ],
      },
      { type: "h3", text: "Size yansıtılabilecek giderler" },
      {
        type: "ul",
        items: [
          "İlan yayına alındıktan sonra satıştan vazgeçer ya da aracı başka yerde satarsanız ekspertiz ve ilan hazırlık giderleri, belgelendirilmiş tutarıyla size yansıtılır.",
          "Motorlu taşıtlar vergisi, trafik cezaları ve araca ait diğer borçlar satıştan önce sizin tarafınızdan ödenir.",
          "Noter satış ücreti alıcıya aittir; sizin adınıza vekaletname gerekiyorsa vekaletname masrafı size aittir.",
        ],
      },
      {
        type: "note",
        text: [
          "Alıcının ödediği hizmet bedeli fiyat dilimine göre 8.000 TL ile 20.000 TL arasındadır ve satış bedelinizden düşülmez. Tablo için ",
          { text: "Alıcı hizmet bedeli", href: "/kurumsal/alimhakkinda?id=4" },
          " bölümüne bakın.",
        ],
      },
    ],
  },
  {
    id: 5,
    title: "Kapsamlı araç ekspertizi",
    summary:
      "Yayına alınan her motosiklet, teknik ekibimizin yaptığı kapsamlı ekspertizden geçer. Sonuçlar ilan sayfasında madde madde gösterilir; alıcı neyi satın aldığını bilir, siz de pazarlıkta zaman kaybetmezsiniz.",
    blocks: [
      { type: "h3", text: "Neler kontrol edilir?" },
      {
        type: "table",
        caption: "Ekspertiz kapsamı",
        head: ["Bölüm", "Kontroller"],
        rows: [
          [
            "Kimlik ve kayıt",
            "Şase ve motor numarasının ruhsatla uyumu; rehin, haciz ve yakalama kaydı; hasar kaydı sorgusu; muayene geçerlilik tarihi",
          ],
          [
            "Şase ve gövde",
            "Kadro, salıncak ve gidon bağlantılarında eğilme, kaynak, çatlak; grenaj ve depo üzerinde boya, çizik ve darbe izleri",
          ],
          [
            "Motor",
            "Soğuk ve sıcak çalışma, rölanti, anormal ses ve duman, yağ ve soğutma sıvısı kaçağı, kompresyon ölçümü",
          ],
          ["Aktarma", "Debriyaj, vites geçişleri, zincir ve dişli seti ya da kayış/kardan durumu"],
          [
            "Fren ve süspansiyon",
            "Disk ve balata kalınlığı, fren hidroliği, ABS uyarısı; ön maşa keçeleri ve arka amortisör",
          ],
          ["Lastik ve jant", "Diş derinliği, üretim tarihi (DOT), yanak çatlakları, jant eğikliği"],
          ["Elektrik", "Akü ve şarj gerilimi, farlar, sinyaller, gösterge paneli ve arıza lambaları"],
          ["Yol testi", "Düz gidişte çekme, fren performansı, titreşim ve gidon dengesi"],
        ],
      },
      { type: "h3", text: "Rapor ilanda nasıl görünür?" },
      {
        type: "p",
        text: "Ekspertiz sonucu ilan sayfasında “Ekspertiz özeti” başlığı altında bölüm bölüm listelenir (örneğin “Fren sistemi: Ön balatalar %60”, “Lastikler: 2024 üretim”). Tespit edilen kusurlar fotoğraflarıyla birlikte açıkça yazılır; kozmetik izler gizlenmez.",
      },
      { type: "h3", text: "Satıcıya faydası" },
      {
        type: "ul",
        items: [
          "Ekspertizli araçlar, alıcıların güvenle teklif verdiği ve daha hızlı satılan araçlardır.",
          "Ekspertiz ücretsizdir ve satıştan sonra alıcının “bunu bilmiyordum” itirazlarını en aza indirir.",
          "Ekspertizde ciddi bir kusur çıkarsa teklifimizi güncelleriz; kabul etmezseniz aracınızı ücretsiz geri alırsınız.",
        ],
      },
      {
        type: "note",
        text: "Ekspertiz, aracın muayene anındaki durumunu gösterir; gizli kalmış ve olağan muayeneyle tespit edilemeyen kusurlar bakımından satıcının yasal sorumluluğunu ortadan kaldırmaz.",
      },
    ],
  },
];
