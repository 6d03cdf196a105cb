import { COMPANY } from "@/lib/company";
import type { LegalDoc } from "@/lib/content/types";

export const TERMS_OF_USE: LegalDoc = {
  id: "kullanim-kosullari",
  title: "Kullanım Koşulları",
  updatedAt: "2026-11-21",
  intro: [
    {
      type: "p",
      text: `Bu Kullanım Koşulları, ${COMPANY.legalName} (“MotoBorsa”) tarafından işletilen motoborsa.com.tr Platformu'nu ziyaret eden veya kullanan herkes için geçerlidir. Platform'u kullanarak bu koşulları kabul etmiş olursunuz.`,
    },
  ],
  sections: [
    {
      id: "kullanim-1-kapsam",
      title: "Madde 1 – Kapsam",
      blocks: [
        {
          type: "p",
          text: "Ziyaretçiler ilanları, ihale sonuçlarını, blog yazılarını ve bilgilendirme sayfalarını üye olmadan görüntüleyebilir. Teklif vermek, Hemen Al ile satın almak, Borsa'da Sat başvurusu yapmak ve Nakliye talep etmek üyelik gerektirir; üyeler için bu koşullara ek olarak Üyelik Sözleşmesi ve Hesap Sözleşmesi uygulanır.",
        },
      ],
    },
    {
      id: "kullanim-2-ilan-bilgileri",
      title: "Madde 2 – İlan içerikleri",
      blocks: [
        {
          type: "ul",
          items: [
            "İlanlardaki teknik bilgiler, kilometre ve ekspertiz sonuçları aracın muayene edildiği tarihteki durumunu yansıtır. Fotoğraflarda renk ve görünüm, ekran ayarlarına göre farklılık gösterebilir.",
            "Plaka bilgisi kişisel verilerin korunması amacıyla ilanlarda hiçbir zaman tam olarak gösterilmez.",
            "Gösterilen fiyatlara Alıcı Hizmet Bedeli ayrıca eklenir; ödenecek toplam tutar ilan sayfasında ve Sipariş'te ayrıca belirtilir.",
            "MotoBorsa, hatalı olduğu anlaşılan bir ilanı düzeltme veya yayından kaldırma hakkına sahiptir. Açık bir yazım hatasıyla gerçeğe aykırı gösterilen fiyatlar üzerinden oluşan işlemler, Üye'ye bildirilerek iptal edilebilir.",
          ],
        },
      ],
    },
    {
      id: "kullanim-3-yasaklar",
      title: "Madde 3 – Yasaklanan kullanımlar",
      blocks: [
        { type: "p", text: "Platform'da aşağıdaki davranışlar yasaktır:" },
        {
          type: "ul",
          items: [
            "Kendi ilanına veya yakınlarının ilanına teklif vermek, başka hesaplarla fiyatı yapay olarak yükseltmek ya da teklif vermeyi engellemeye yönelik anlaşmalar yapmak,",
            "Birden fazla hesap açmak, başkası adına veya sahte kimlik bilgileriyle işlem yapmak,",
            "Bot, betik, kazıyıcı (scraper) veya benzeri otomatik araçlarla Platform'a erişmek, ilan ve fiyat verilerini toplu olarak kopyalamak,",
            "Platform'un güvenliğini test etmek, açıklarından yararlanmak, aşırı istek göndererek hizmeti yavaşlatmak veya durdurmak,",
            "Diğer üyeleri Platform dışında ödeme yapmaya yönlendirmek, MotoBorsa adını kullanarak dolandırıcılık girişiminde bulunmak,",
            "Hukuka aykırı, yanıltıcı, hakaret içeren veya üçüncü kişilerin haklarını ihlal eden içerik paylaşmak.",
          ],
        },
        {
          type: "p",
          text: "Bu yasaklara aykırı davranılması halinde MotoBorsa ilgili işlemleri iptal edebilir, hesabı askıya alabilir veya kapatabilir ve yasal yollara başvurabilir.",
        },
      ],
    },
    {
      id: "kullanim-4-fikri-mulkiyet",
      title: "Madde 4 – Fikri mülkiyet",
      blocks: [
        {
          type: "p",
          text: "MotoBorsa adı ve logosu, Platform'un tasarımı, yazılımı, ilan düzeni, ekspertiz raporlarının biçimi, fotoğraflar ve metinler MotoBorsa'ya veya lisans verenlerine aittir ve 5846 sayılı Fikir ve Sanat Eserleri Kanunu ile 6769 sayılı Sınai Mülkiyet Kanunu kapsamında korunur. Bu içerikler MotoBorsa'nın yazılı izni olmadan kopyalanamaz, çoğaltılamaz ve ticari amaçla kullanılamaz. Bir ilanı kaynak göstererek bağlantıyla paylaşmak serbesttir.",
        },
      ],
    },
    {
      id: "kullanim-5-kullanici-icerigi",
      title: "Madde 5 – Kullanıcıların ilettiği içerikler",
      blocks: [
        {
          type: "p",
          text: "Borsa'da Sat başvurusunda veya iletişim formunda ilettiğiniz fotoğraf ve açıklamaların size ait olduğunu ya da paylaşma hakkınız bulunduğunu kabul edersiniz. Bu içerikleri ilanın hazırlanması ve yayımlanması amacıyla, satış süreci boyunca ve satıştan sonra satış kayıtları için kullanma, kırpma ve düzenleme hakkını MotoBorsa'ya ücretsiz olarak tanırsınız. Fotoğraflarda başka kişilerin yüzü veya plakası görünüyorsa yayımlamadan önce gizleriz.",
        },
      ],
    },
    {
      id: "kullanim-6-baglantilar",
      title: "Madde 6 – Üçüncü taraf bağlantıları",
      blocks: [
        {
          type: "p",
          text: "Platform'da Instagram, WhatsApp gibi üçüncü taraf hizmetlerine bağlantılar bulunabilir. Bu hizmetlerin içeriğinden ve gizlilik uygulamalarından ilgili hizmet sağlayıcılar sorumludur.",
        },
      ],
    },
    {
      id: "kullanim-7-erisim",
      title: "Madde 7 – Hizmetin sürekliliği",
      blocks: [
        {
          type: "p",
          text: "MotoBorsa, Platform'un kesintisiz ve hatasız çalışması için makul özeni gösterir; ancak bakım, güncelleme, altyapı sağlayıcılarından kaynaklanan arızalar ve mücbir sebepler nedeniyle kesinti yaşanabilir. Planlı bakımlar mümkün olduğunca önceden duyurulur ve ihale bitiş saatlerine denk getirilmez.",
        },
      ],
    },
    {
      id: "kullanim-8-veriler",
      title: "Madde 8 – Kişisel veriler ve çerezler",
      blocks: [
        {
          type: "p",
          text: [
            "Kişisel verilerin işlenmesine ilişkin bilgiler ",
            { text: "KVKK Aydınlatma Metni", href: "/kurumsal/kvk" },
            "'nde, çerez kullanımına ilişkin bilgiler ",
            { text: "Çerez Politikası", href: "/kurumsal/cerezler" },
            "'nda yer alır.",
          ],
        },
      ],
    },
    {
      id: "kullanim-9-degisiklik",
      title: "Madde 9 – Değişiklikler ve iletişim",
      blocks: [
        {
          type: "p",
          text: `MotoBorsa bu koşulları güncelleyebilir; güncel metin bu sayfada yayımlandığı tarihte yürürlüğe girer ve “Son güncelleme” tarihi değiştirilir. Sorularınız için ${COMPANY.email} adresine yazabilir veya ${COMPANY.phone} numaralı telefondan bize ulaşabilirsiniz (${COMPANY.workingHours}).`,
        },
      ],
    },
  ],
};
