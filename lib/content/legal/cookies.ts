import { COMPANY } from "@/lib/company";
import type { LegalDoc } from "@/lib/content/types";

/** Cookie names and lifetimes as the site sets them (lib/cookieConsent.ts, lib/tokens.ts). */
export const COOKIE_POLICY: LegalDoc = {
  id: "cerez-politikasi",
  title: "Çerez Politikası",
  updatedAt: "2026-11-21",
  intro: [
    {
      type: "p",
      text: `Bu politika, ${COMPANY.legalName} tarafından işletilen MotoBorsa Platformu'nda hangi çerezlerin ve benzeri teknolojilerin, hangi amaçla ve ne kadar süreyle kullanıldığını ve tercihlerinizi nasıl yönetebileceğinizi açıklar.`,
    },
  ],
  sections: [
    {
      id: "cerez-nedir",
      title: "1. Çerez nedir?",
      blocks: [
        {
          type: "p",
          text: "Çerezler, ziyaret ettiğiniz internet sitesi tarafından tarayıcınıza kaydedilen küçük metin dosyalarıdır. Oturumunuzun açık kalması, tercihlerinizin hatırlanması ve sitenin nasıl kullanıldığının ölçülmesi gibi amaçlarla kullanılır. Tarayıcının yerel depolama alanı (localStorage, IndexedDB) da benzer bir teknolojidir ve bu politikada çerezlerle birlikte anlatılır.",
        },
      ],
    },
    {
      id: "cerez-kategorileri",
      title: "2. Çerez kategorileri",
      blocks: [
        {
          type: "table",
          caption: "Kategoriler ve izin durumu",
          head: ["Kategori", "Ne işe yarar?", "İzin"],
          rows: [
            [
              "Zorunlu",
              "Oturum açma, güvenlik ve çerez tercihinizin saklanması gibi sitenin çalışması için gereken işlevler",
              "Gerekmez, her zaman etkin",
            ],
            [
              "Analitik",
              "Sitenin nasıl kullanıldığını ve sayfa hızlarını kimliksiz olarak ölçerek hizmeti iyileştirme",
              "Açık rızanızla",
            ],
            [
              "İşlevsel",
              "Son baktığınız ilanlar, filtre ve sıralama seçimleri gibi tercihlerin hatırlanması",
              "Açık rızanızla",
            ],
            ["Pazarlama", "İlgilenebileceğiniz ihale ve ilanların size daha isabetli gösterilmesi", "Açık rızanızla"],
          ],
        },
        {
          type: "p",
          text: "Zorunlu çerezler, KVKK'nın 5/2-c (sözleşmenin ifası) ve 5/2-f (meşru menfaat) bentlerine dayanılarak kullanılır. Diğer kategoriler yalnızca çerez bildirimindeki seçiminizle etkinleşir; seçim yapmadığınız sürece kapalıdır.",
        },
      ],
    },
    {
      id: "kullanilan-cerezler",
      title: "3. Kullandığımız çerezler",
      blocks: [
        {
          type: "table",
          caption: "Platform'un yerleştirdiği çerezler",
          head: ["Çerez adı", "Kategori", "Amaç", "Süre"],
          rows: [
            [
              "cookie-consent",
              "Zorunlu",
              "Çerez bildirimindeki seçiminizi (zorunlu, analitik, işlevsel, pazarlama) saklar; böylece bildirim her ziyarette yeniden gösterilmez.",
              "365 gün",
            ],
            [
              "bearer_token",
              "Zorunlu",
              "Giriş yapmış üyenin oturumunu taşır; teklif verme, provizyon ve profil işlemleri için gereklidir.",
              "7 gün; çıkış yapıldığında silinir",
            ],
            [
              "management_token",
              "Zorunlu",
              "Yalnızca MotoBorsa personelinin yönetim paneli oturumunu taşır; üyelerin tarayıcısına yerleştirilmez.",
              "7 gün; çıkış yapıldığında silinir",
            ],
          ],
        },
        {
          type: "p",
          text: "Tüm çerezler birinci taraf çerezidir, yalnızca motoborsa.com.tr alan adına aittir ve güvenli bağlantıda yalnızca HTTPS üzerinden gönderilir.",
        },
      ],
    },
    {
      id: "benzer-teknolojiler",
      title: "4. Benzer teknolojiler ve ölçüm araçları",
      blocks: [
        {
          type: "table",
          caption: "Yerel depolama ve ölçüm araçları",
          head: ["Ad", "Kategori", "Açıklama"],
          rows: [
            [
              "Firebase oturum kaydı (IndexedDB)",
              "Zorunlu",
              "Google Firebase Authentication, giriş yaptığınızda oturumunuzu yenileyebilmek için kimlik bilgilerinizi tarayıcınızın yerel deposunda tutar. Çıkış yaptığınızda silinir.",
            ],
            [
              "pageValue (localStorage, sessionStorage)",
              "Zorunlu",
              "Liste ekranlarında kaldığınız sayfayı hatırlar; çıkış yaptığınızda silinir.",
            ],
            [
              "Vercel Web Analytics",
              "Analitik",
              "Yalnızca analitik çerezlere izin verdiğinizde yüklenir. Çerez kullanmaz; sayfa görüntülemelerini kimliksiz ve toplu olarak sayar.",
            ],
            [
              "Vercel Speed Insights",
              "Zorunlu",
              "Sayfa yükleme hızını ölçer. Çerez veya kalıcı tanımlayıcı kullanmaz, sizi tanımlayan bir veri toplamaz.",
            ],
          ],
        },
        {
          type: "note",
          text: "Şu anda Platform'da işlevsel veya pazarlama amaçlı bir çerez ya da üçüncü taraf reklam aracı kullanılmamaktadır. Bu kategorilerde bir araç kullanmaya başladığımızda bu tabloyu güncelleyeceğiz; araç yalnızca ilgili kategoriye izin verdiyseniz çalışacaktır.",
        },
      ],
    },
    {
      id: "tercihleri-yonetme",
      title: "5. Tercihlerinizi yönetme",
      blocks: [
        {
          type: "p",
          text: "Çerez tercihinizi bu sayfadaki “Çerez tercihlerimi değiştir” düğmesiyle dilediğiniz zaman değiştirebilirsiniz: kayıtlı tercihiniz silinir ve çerez bildirimi yeniden açılır. Ayrıca tarayıcınızın ayarlarından çerezleri silebilir veya engelleyebilirsiniz:",
        },
        {
          type: "ul",
          items: [
            "Chrome: Ayarlar › Gizlilik ve güvenlik › Üçüncü taraf çerezleri / Site verileri",
            "Firefox: Ayarlar › Gizlilik ve Güvenlik › Çerezler ve Site Verileri",
            "Safari: Ayarlar › Gizlilik › Web Sitesi Verilerini Yönet",
            "Edge: Ayarlar › Çerezler ve site izinleri",
          ],
        },
        {
          type: "p",
          text: "Zorunlu çerezleri engellerseniz giriş yapamaz, teklif veremez ve provizyon işlemlerinizi yürütemezsiniz.",
        },
      ],
    },
    {
      id: "cerez-kisisel-veriler",
      title: "6. Kişisel veriler ve iletişim",
      blocks: [
        {
          type: "p",
          text: [
            "Çerezlerle işlenen kişisel verilere ilişkin haklarınız ve başvuru yolları ",
            { text: "KVKK Aydınlatma Metni", href: "/kurumsal/kvk" },
            `'nde açıklanmıştır. Sorularınız için ${COMPANY.email} adresine yazabilirsiniz.`,
          ],
        },
      ],
    },
  ],
};
