import type { LegalDoc } from "@/lib/content/types";
import { BUYER_FEE_BANDS, RULES, tl } from "@/lib/content/rules";
import { bandTable } from "@/lib/content/bandTable";

export const ACCOUNT_AGREEMENT: LegalDoc = {
  id: "hesap-sozlesmesi",
  title: "Hesap Sözleşmesi",
  updatedAt: "2026-11-21",
  intro: [
    {
      type: "p",
      text: "Bu Hesap Sözleşmesi, Üyelik Sözleşmesi'nin ayrılmaz parçasıdır ve Üye'nin MotoBorsa'daki provizyon (teminat) hesabının açılmasını, yüklenmesini, bloke edilmesini, tahsilini ve iadesini düzenler. Üyelik Sözleşmesi'ndeki tanımlar bu Sözleşme'de de geçerlidir.",
    },
  ],
  sections: [
    {
      id: "hesap-1-nitelik",
      title: "Madde 1 – Provizyon hesabının niteliği",
      blocks: [
        {
          type: "ol",
          items: [
            "Provizyon, Üye'nin ihalelere teklif verme ve Hemen Al ile satın alma taahhütlerinin teminatıdır. Bir ödeme aracı değildir; araç bedeli veya hizmet bedeli provizyondan mahsup edilmez, Sipariş tutarı ayrıca ödenir.",
            "Provizyon hesabı; 6493 sayılı Ödeme ve Menkul Kıymet Mutabakat Sistemleri, Ödeme Hizmetleri ve Elektronik Para Kuruluşları Hakkında Kanun kapsamında bir ödeme hesabı veya elektronik para değildir. Üçüncü kişilere transfer edilemez.",
            "Provizyon bakiyesine faiz, getiri veya kur farkı işlemez. Bakiye Türk lirası olarak, kuruşsuz tutulur.",
          ],
        },
      ],
    },
    {
      id: "hesap-2-bakiye",
      title: "Madde 2 – Bakiye türleri",
      blocks: [
        {
          type: "dl",
          items: [
            {
              term: "Toplam provizyon",
              description:
                "Onaylanmış yüklemelerin toplamından iade edilen ve tahsil edilen tutarların düşülmesiyle bulunan bakiye.",
            },
            {
              term: "Bloke tutar",
              description:
                "Önde olunan ihaleler ve sonuçlanmamış Siparişler için ayrılmış, kullanılamayan ve iade edilemeyen tutar.",
            },
            {
              term: "Kullanılabilir provizyon",
              description:
                "Toplam provizyondan bloke tutarın çıkarılmasıyla bulunan, yeni teklifler için kullanılabilen ve iadesi istenebilen tutar. Hiçbir zaman eksiye düşmez.",
            },
          ],
        },
        {
          type: "p",
          text: "Üye, bakiyesini ve tüm hesap hareketlerini (yükleme, bloke, bloke çözme, tahsil, iade) profilindeki Provizyon ekranında tarih ve tutarıyla görebilir.",
        },
      ],
    },
    {
      id: "hesap-3-yukleme",
      title: "Madde 3 – Provizyon yükleme",
      blocks: [
        {
          type: "ol",
          items: [
            `Üye, Provizyon Ekle ekranından en az ${tl(RULES.minProvisionRequest)} tutarında yükleme talebi oluşturur. Her talep için Platform, MB- ile başlayan tekil bir referans kodu üretir ve MotoBorsa'nın banka hesap bilgilerini gösterir.`,
            "Üye, talep ettiği tutarı kendi adına kayıtlı bir banka hesabından havale veya EFT ile gönderir ve açıklama alanına yalnızca referans kodunu yazar.",
            `MotoBorsa, gelen ödemeyi referans kodu, tutar ve gönderen adı üzerinden eşleştirir; uygun bulunan talep, ödemenin hesaba geçmesinden itibaren en geç ${RULES.provisionApprovalDays} iş günü içinde onaylanır ve tutar kullanılabilir provizyona eklenir.`,
            "Referans kodu yazılmamış, tutarı talep ile uyuşmayan veya Üye'den başka bir kişinin hesabından gelen ödemeler onaylanmaz; Üye'ye bilgi verilerek kesintisiz olarak gönderen hesaba iade edilir. Talep reddedildiğinde ret gerekçesi Provizyon ekranında gösterilir.",
            "Aynı anda en fazla beş onay bekleyen talep bulunabilir.",
          ],
        },
      ],
    },
    {
      id: "hesap-4-bloke",
      title: "Madde 4 – Bloke ve blokenin kaldırılması",
      blocks: [
        bandTable(
          "Bloke edilecek tutar (Alıcı Hizmet Bedeli dilimi)",
          ["Teklif, maksimum teklif veya Hemen Al fiyatı", "Bloke tutar"],
          BUYER_FEE_BANDS,
          (b) => b.fee,
        ),
        {
          type: "table",
          caption: "Bloke ne zaman konur, ne zaman kalkar?",
          head: ["Olay", "Provizyona etkisi"],
          rows: [
            ["İhalede öne geçmek", "Teklifin (maksimum teklifte maksimum tutarın) dilimi kadar bloke konur."],
            ["İhalede başka bir teklifle geçilmek", "Bloke derhal kaldırılır."],
            ["İhalenin satışsız kapanması veya iptali", "Bloke kaldırılır."],
            ["İhaleyi kazanmak veya Hemen Al onayı", "Bloke, Sipariş sonuçlanana kadar devam eder."],
            ["Siparişin tamamlanması", "Bloke kaldırılır."],
            ["Siparişin alıcıdan kaynaklanmayan nedenle iptali", "Bloke kaldırılır."],
            ["Siparişin süresinde ödenmemesi", "Bloke tutar Madde 5'e göre tahsil edilebilir."],
          ],
        },
      ],
    },
    {
      id: "hesap-5-tahsil",
      title: "Madde 5 – Provizyonun tahsili",
      blocks: [
        {
          type: "p",
          text: `Alıcı, kazandığı ihale veya Hemen Al ile oluşan Sipariş'i ${RULES.paymentDays} iş günü içinde ödemez ya da noterde devirden kaçınırsa MotoBorsa Sipariş'i iptal eder ve o Sipariş için bloke edilen tutarı, satışın gerçekleşmemesi nedeniyle Satıcı ve MotoBorsa'nın uğradığı zararların karşılığı olarak cayma bedeli şeklinde tahsil edebilir. Tahsil edilen tutar hesap hareketlerinde ayrıca gösterilir. MotoBorsa'nın bu tutarı aşan zararlarını talep hakkı saklıdır. Mücbir sebep veya belgelenmiş ağır hastalık gibi Alıcı'nın kusuruna dayanmayan hallerde tahsil yapılmaz.`,
        },
      ],
    },
    {
      id: "hesap-6-iade",
      title: "Madde 6 – Provizyon iadesi",
      blocks: [
        {
          type: "ol",
          items: [
            "Üye, kullanılabilir provizyonunun tamamının veya bir kısmının iadesini Provizyon ekranından dilediği zaman isteyebilir. Bloke tutarlar iade edilemez.",
            `İade, Üye adına kayıtlı bir IBAN'a, talepten itibaren en geç ${RULES.withdrawalDays} iş günü içinde ve kesintisiz olarak yapılır. Üçüncü kişilere ait hesaplara iade yapılmaz.`,
            "Üyelik sona erdiğinde, açık Sipariş'ten doğan borçlar mahsup edildikten sonra kalan kullanılabilir provizyon aynı şekilde iade edilir.",
          ],
        },
      ],
    },
    {
      id: "hesap-7-guvenlik",
      title: "Madde 7 – İşlem güvenliği",
      blocks: [
        {
          type: "p",
          text: "MotoBorsa, suç gelirlerinin aklanmasının ve terörün finansmanının önlenmesine ilişkin mevzuat ve işlem güvenliği gereği Üye'den kimlik doğrulaması ve ödeme kaynağına ilişkin bilgi ve belge isteyebilir; makul şüphe bulunan işlemleri inceleme sonuçlanana kadar bekletebilir ve mevzuatın gerektirdiği bildirimleri yapabilir.",
        },
      ],
    },
    {
      id: "hesap-8-hata",
      title: "Madde 8 – Hatalı kayıtlar",
      blocks: [
        {
          type: "p",
          text: "Bakiyede sistem veya operasyon hatasından kaynaklanan bir kayıt tespit edilirse MotoBorsa hatayı Üye'ye bildirerek düzeltir. Üye, hesabında kendisine ait olmayan bir tutar gördüğünde bunu MotoBorsa'ya bildirmekle yükümlüdür; bu tutar üzerinden yapılan işlemler geçersiz sayılabilir.",
        },
      ],
    },
    {
      id: "hesap-9-yururluk",
      title: "Madde 9 – Yürürlük",
      blocks: [
        {
          type: "p",
          text: "Bu Sözleşme, Üyelik Sözleşmesi ile birlikte elektronik ortamda onaylandığı anda yürürlüğe girer ve üyelik süresince geçerlidir. Değişiklikler Üyelik Sözleşmesi'nin 14. maddesine göre yapılır.",
        },
      ],
    },
  ],
};
