/** The demo blog: practical guides for buyers and sellers, written for how MotoBorsa works. */
export type SeedPost = { slug: string; title: string; excerpt: string; cover: string; daysAgo: number; body: string };

export const SEED_AUTHOR = "MotoBorsa Editörü";

export const SEED_POSTS: SeedPost[] = [
  {
    slug: "motoborsada-ihaleler-nasil-isler",
    title: "MotoBorsa'da İhaleler Nasıl İşler? Teklif Vermeden Önce Bilmeniz Gerekenler",
    excerpt:
      "Başlangıç fiyatı, artırım tutarı, otomatik teklif ve son dakika uzatması: MotoBorsa ihalelerinin kurallarını tek yazıda anlattık.",
    cover: "/images/blog/ihale-nasil-isler.svg",
    daysAgo: 3,
    body: `MotoBorsa'daki her ihale tek bir motosikleti satar. İhaleye çıkan her motosiklet ekspertizden geçer, rapor özeti ilan sayfasında yer alır. Bu yazıda bir ihalenin başından sonuna nasıl ilerlediğini ve teklif verirken nelere dikkat etmeniz gerektiğini anlatıyoruz.

## İhalenin aşamaları

1. **Planlandı:** İhale yayında görünür, başlangıç saati ve fiyatı bellidir ama henüz teklif verilemez. Bu sürede motosikletin fotoğraflarını ve ekspertiz özetini inceleyin.
2. **Canlı:** Başlangıç saatinden itibaren teklif verilebilir. Sayfadaki geri sayım gün, saat, dakika ve saniye olarak kalan süreyi gösterir.
3. **Sona erdi:** Süre dolduğunda en yüksek teklif kazanır — satıcının belirlediği gizli alt limit (rezerv fiyat) karşılandıysa. Karşılanmadıysa motosiklet satılmamış sayılır.

## Teklif verebilmek için

- Üye girişi yapmış ve profilinizi tamamlamış olmalısınız.
- Hesabınızda teklif tutarına göre yeterli **kullanılabilir provizyon** bulunmalıdır (ayrıntısı aşağıda).
- Kendi sattığınız motosiklete teklif veremezsiniz.

## Artırım tutarı

Her yeni teklif, mevcut fiyatı en az bir artırım tutarı kadar geçmelidir:

| Mevcut fiyat | En düşük artırım |
|---|---|
| 100.000 TL'nin altı | 1.000 TL |
| 100.000 – 500.000 TL | 2.500 TL |
| 500.000 TL ve üzeri | 5.000 TL |

## Otomatik teklif: siz yokken sizin yerinize

Ekranın başında bekleyemiyorsanız ödemeye razı olduğunuz **en yüksek tutarı** girin. Sistem, biri sizi geçtiğinde sizin adınıza bir artırım tutarı kadar teklif verir ve bunu belirlediğiniz sınıra kadar sürdürür. Sınırınızı kimse görmez; fiyat yalnızca rekabet olduğu kadar yükselir.

## Son dakika uzatması

İhalenin son **3 dakikasında** gelen her teklif, bitiş saatini o andan itibaren 3 dakika ileri alır. Böylece "son saniye" teklifleriyle kimse haksız avantaj sağlayamaz; herkesin karşılık verecek zamanı olur.

## İhaleyi kazandığınızda

Kazanan teklif için bir sipariş oluşur: motosiklet bedeli ile alıcı hizmet bedelinin toplamı. Ödeme ve teslim adımları sipariş ekranında ve size gönderilen bilgilendirmede yer alır. Teslimat için isterseniz [Nakliye](/nakliye) hizmetimizden fiyat alabilirsiniz.

## Kısa ipuçları

- Ekspertiz özetini ve fotoğrafları teklif vermeden önce mutlaka okuyun; sorunuz varsa [iletişim](/iletisim) sayfasından bize yazın.
- Bütçenizi baştan belirleyin ve otomatik teklif sınırını buna göre girin.
- Teklifler geri alınamaz; verdiğiniz her teklif bağlayıcıdır.`,
  },
  {
    slug: "provizyon-nedir-neden-gerekir",
    title: "Provizyon Nedir, Neden Gerekir? Teminat Bakiyesi Rehberi",
    excerpt:
      "İhalelerde ve Hemen Al'da kullanılan provizyon bakiyesi ne işe yarar, nasıl yüklenir, ne zaman bloke olur ve nasıl geri çekilir?",
    cover: "/images/blog/provizyon-nedir.svg",
    daysAgo: 8,
    body: `Provizyon, MotoBorsa'da teklif verebilmeniz ve sabit fiyatlı motosikletleri satın alabilmeniz için hesabınızda tuttuğunuz **teminat bakiyesidir**. Amaç basit: ihaleyi kazanıp ortadan kaybolan tekliflerin önüne geçmek ve ciddi alıcıların satıcıyla güvenle buluşmasını sağlamak.

## Toplam, bloke ve kullanılabilir bakiye

Profil sayfanızda üç rakam görürsünüz:

- **Toplam provizyon:** Hesabınıza yüklediğiniz tutarın tamamı.
- **Bloke tutar:** Şu an önde olduğunuz ihaleler ve bekleyen siparişleriniz için ayrılmış kısım.
- **Kullanılabilir provizyon:** Toplamdan bloke tutarın çıkarılmasıyla kalan miktar. Yeni bir teklif için bakılan rakam budur.

## Ne kadar provizyon gerekir?

Bir teklif verebilmek için kullanılabilir provizyonunuz, o teklife denk gelen **alıcı hizmet bedeli** kadar olmalıdır:

| Teklif tutarı | Gereken provizyon |
|---|---|
| 250.000 TL'nin altı | 8.000 TL |
| 250.000 – 500.000 TL | 12.000 TL |
| 500.000 TL ve üzeri | 20.000 TL |

Otomatik teklif kullanıyorsanız bloke edilen tutar, girdiğiniz en yüksek teklifin bandına göre belirlenir.

## Bloke ne zaman kalkar?

- Başka biri teklifinizi geçtiğinde blokeniz **hemen** çözülür ve tutar yeniden kullanılabilir olur.
- İhaleyi kazanırsanız tutar, sipariş tamamlanana kadar bloke kalır; sipariş tamamlandığında ya da iptal edildiğinde çözülür.

## Provizyon nasıl yüklenir?

1. [Provizyon Ekle](/profil/provizyon) sayfasında yüklemek istediğiniz tutarı girin (en az 1.000 TL).
2. Size özel bir **referans kodu** ve şirketimizin IBAN bilgisi gösterilir.
3. Havale/EFT açıklamasına referans kodunu yazarak ödemeyi yapın.
4. Ekibimiz ödemeyi eşleştirip onayladığında tutar bakiyenize eklenir.

> Referans kodu, ödemenizin doğru hesaba hızlıca işlenmesini sağlar. Açıklamaya yazmayı unutursanız bize [iletişim](/iletisim) sayfasından dekontla ulaşın.

## Provizyonumu geri alabilir miyim?

Evet. Bloke olmayan, yani kullanılabilir durumdaki provizyonunuzun geri ödenmesini istediğiniz zaman talep edebilirsiniz. Talep, hesabınızdaki ad soyad ile eşleşen banka hesabına gönderilir.`,
  },
  {
    slug: "ikinci-el-motosiklet-alirken-kontrol-listesi",
    title: "İkinci El Motosiklet Alırken Kontrol Listesi: 15 Maddede Güvenli Alışveriş",
    excerpt:
      "Ruhsattan zincir setine, soğuk çalıştırmadan borç sorgusuna: ikinci el motosiklet alırken atlanmaması gereken kontroller.",
    cover: "/images/blog/ikinci-el-kontrol.svg",
    daysAgo: 15,
    body: `İkinci el motosiklet almak doğru yapıldığında hem bütçe dostu hem keyifli bir iştir. MotoBorsa'daki motosikletler ekspertizden geçse de kendi gözünüzle kontrol etmeniz gereken noktalar var. Aşağıdaki listeyi telefonunuza kaydedin.

## Evrak ve geçmiş

1. **Ruhsat ile araç uyuşuyor mu?** Şasi ve motor numaralarını ruhsattaki numaralarla karşılaştırın. Kazınmış, boyanmış ya da etiketle kapatılmış numara ciddi bir uyarı işaretidir.
2. **Borç, rehin ve haciz:** Motorlu taşıtlar vergisi borcu, trafik cezası, rehin veya haciz kaydı satışta sorun çıkarır. Satıcıdan güncel dökümü isteyin; e-Devlet üzerinden de kontrol edilebilir.
3. **Hasar kaydı:** Sigorta hasar geçmişi, motosikletin geçirdiği kazalar hakkında fikir verir.
4. **Muayene:** Muayene tarihinin geçip geçmediğine bakın. Geçmişse masrafı fiyata yansıtın.

## Gövde ve şasi

5. **Düşme izleri:** Gidon uçları, ayna, manet, debriyaj ve fren kolları, egzoz ve motor kapaklarında sürtme izi arayın. Kolların uçları kırık ya da eğikse motosiklet büyük olasılıkla devrilmiştir.
6. **Şasi ve maşa:** Kaynak, çatlak veya boya farkı olmamalı. Ön maşalarda yağ kaçağı (keçe sızıntısı) olup olmadığına bakın.
7. **Direksiyon kafası:** Ön tekeri havaya kaldırıp gidonu iki yana çevirin; takılma ya da "ortada tutma" hissi rulman arızasına işarettir.

## Mekanik

8. **Soğuk çalıştırma:** Motoru satıcı sizden önce çalıştırmamış olsun. Soğukken zor çalışma, mavi duman veya metalik tıkırtılar önemli ipuçlarıdır.
9. **Zincir ve dişliler:** Dişli uçları sivrileşmiş, zincir gevşek ya da paslıysa yakın zamanda set değişimi gerekir.
10. **Lastikler:** Diş derinliğine ve yanaktaki DOT üretim tarihine bakın. Beş yaşını geçmiş lastik, dişi olsa bile sertleşmiş olabilir.
11. **Frenler:** Disklerde derin çizik ya da dalga, balatalarda incelme, hidrolik yağında koyulaşma olmamalı.
12. **Sıvı kaçakları:** Motorun altına ve karter çevresine bakın; yağ ya da soğutma sıvısı izi olmamalı.

## Test sürüşü ve son kontroller

13. **Vitesler:** Tüm vitesler boşa düşmeden, sessizce geçmeli; debriyaj kaydırmamalı.
14. **Elektrik:** Farlar, sinyaller, korna, stop lambası ve göstergelerin hepsini tek tek deneyin.
15. **Kilometre ile bakım geçmişi tutarlı mı?** Servis kayıtları ve faturalar, göstergede yazanı doğrular.

## MotoBorsa'da bu işin bir kısmı sizin için yapılır

İhaleye ve Hemen Al'a çıkan her motosikletin **ekspertiz özeti** ilan sayfasındadır. Yine de motosikleti yerinde görmek isterseniz randevu için [bize yazın](/iletisim). Satın alma süreci hakkında ayrıntılı bilgiyi [alım rehberimizde](/kurumsal/alimhakkinda) bulabilirsiniz.`,
  },
  {
    slug: "motosiklet-noter-satisi-adim-adim",
    title: "Motosiklet Noter Satışı Adım Adım: Gerekli Belgeler ve Dikkat Edilecekler",
    excerpt:
      "Motosiklet satışı noterde nasıl yapılır? Alıcı ve satıcı için gerekli belgeler, sigorta, vergi ve plaka konusunda bilmeniz gerekenler.",
    cover: "/images/blog/noter-satisi.svg",
    daysAgo: 24,
    body: `Türkiye'de tescilli bir motosikletin satışı **noterde** yapılır. İşlem doğru hazırlıkla yarım saatte biter; eksik bir belge ise günlerce uğraştırabilir. MotoBorsa üzerinden satılan motosikletlerde de devir, noterde ve tarafların kimlikleriyle gerçekleşir.

## Satıcının getirmesi gerekenler

- Geçerli **kimlik belgesi** (T.C. kimlik kartı, nüfus cüzdanı ya da pasaport).
- Motosikletin **ruhsatı** (tescil belgesi).
- Satıcı şirket ise imza sirküleri ve vekâlet/yetki belgeleri.
- Vekâleten satış yapılıyorsa satış yetkisi içeren noter onaylı vekâletname.

## Alıcının getirmesi gerekenler

- Geçerli kimlik belgesi.
- Motosiklet adına düzenlenmiş **zorunlu trafik sigortası**. Devir sırasında yeni malik adına poliçe gerekir; çoğu sigorta şirketi poliçeyi birkaç dakikada düzenler.

## Devirden önce kontrol edin

1. **Vergi borcu:** Motorlu taşıtlar vergisinin (MTV) ödenmiş olması gerekir. Borç varsa devir yapılamaz.
2. **Rehin, haciz, yakalama kaydı:** Kayıtlı bir engel satışın yapılmasını önler. Noter sorgulamayı sistemden yapar, ama sürprizle karşılaşmamak için önceden sormak en iyisidir.
3. **Muayene:** Muayenesi geçmiş motosikletlerde yeni malik, muayene yükümlülüğünü üstlenir; bunu fiyatta konuşun.
4. **Trafik cezaları:** Ceza kayıtları motosiklete değil sürücüye ve malike aittir; yine de satış öncesi şeffaf olmak anlaşmazlıkları önler.

## Noterde ne olur?

1. Noter, tarafların kimliklerini ve motosikletin kaydını sistemden doğrular.
2. Satış sözleşmesi düzenlenir ve taraflarca imzalanır.
3. Noter harç ve ücretleri ödenir. Tutarlar her yıl güncellendiğinden işlem günü noterden teyit edin; genellikle alıcı öder ama taraflar farklı anlaşabilir.
4. Yeni ruhsat bilgileri tescil sistemine işlenir. Plaka kural olarak araçla birlikte kalır; plaka değişikliği ayrıca talep edilebilir.

## Ödemeyi güvenle yapın

- Büyük tutarları **elden nakit** yerine banka havalesiyle ödeyin; açıklamaya plaka ve "araç bedeli" yazın.
- Parayı göndermeden önce satıcının kimlik bilgilerinin ruhsattaki malik ile aynı olduğundan emin olun.
- MotoBorsa üzerinden yapılan satışlarda ödeme adımları sipariş ekranında anlatılır; süreçte takıldığınız her yerde [bize ulaşabilirsiniz](/iletisim).

> Bu yazı genel bilgilendirme amaçlıdır. Güncel harç, ücret ve mevzuat için işlem yapacağınız notere danışın.`,
  },
  {
    slug: "sehirler-arasi-motosiklet-nakliyesi",
    title: "Şehirler Arası Motosiklet Nakliyesi: Motosikletinizi Taşımaya Hazırlama Rehberi",
    excerpt:
      "Başka şehirden motosiklet aldınız ya da taşınıyorsunuz. MotoBorsa Nakliye ile motosikletinizi güvenle taşımak için yapmanız gerekenler.",
    cover: "/images/blog/nakliye.svg",
    daysAgo: 33,
    body: `MotoBorsa'da aradığınız motosiklet her zaman yaşadığınız şehirde olmayabilir. İstanbul'daki bir ihaleyi Diyarbakır'dan, Antalya'daki bir Hemen Al ilanını Trabzon'dan kazanabilirsiniz. Kendi sürerek getirmek yerine motosikleti kapalı araçla taşıtmak hem daha güvenli hem de çoğu zaman daha ekonomiktir.

## MotoBorsa Nakliye nasıl çalışır?

1. **Talep oluşturun:** Üye girişi yaptıktan sonra [Nakliye](/nakliye) sayfasında çıkış ve varış il/ilçesini, motosikleti ve tercih ettiğiniz tarihi girin.
2. **Fiyat teklifi alın:** Ekibimiz mesafeye ve motosiklete göre size bir fiyat bildirir.
3. **Onaylayın:** Teklifi kabul ettiğinizde taşıma planlanır ve alım tarihi netleşir.
4. **Teslim:** Motosikletiniz belirlenen adrese teslim edilir, durum "teslim edildi" olarak güncellenir.

## Taşımadan önce yapılacaklar

- **Fotoğraf çekin:** Motosikletin dört bir yanından, gösterge paneli (kilometre) dahil tarih damgalı fotoğraflar çekin. Teslimde karşılaştırma yapmak için en sağlam kanıt budur.
- **Yakıtı azaltın:** Depoda çeyrek depodan az yakıt olması hem güvenlik hem ağırlık için idealdir.
- **Aksesuarları sökün:** Çanta, telefon tutucu, GPS gibi kolay sökülen parçaları yanınıza alın.
- **Kaçak kontrolü:** Yağ veya soğutma sıvısı sızıntısı varsa taşıyıcıya önceden bildirin.
- **Alarmı kapatın:** Yolda çalan bir alarm aküyü bitirebilir.
- **Anahtar ve evrak:** Yedek anahtarı ve ruhsatın bir fotokopisini yanınızda tutun; asıl belgeleri araçta bırakmayın.

## Teslim alırken

Teslimatta motosikleti çekmiş olduğunuz fotoğraflarla karşılaştırın, kilometreyi kontrol edin ve bir sorun görürseniz teslim tutanağına not düşün. Sonradan fark edilen hasarları kanıtlamak çok daha zordur.

## Sıkça sorulanlar

**Motosiklet taşınırken sigortalı mı?** Taşıma koşulları ve teminat, fiyat teklifiyle birlikte size yazılı olarak iletilir.

**Ne kadar sürer?** Mesafeye ve güzergâha göre değişir; büyükşehirler arası taşımalar çoğunlukla birkaç iş günü içinde tamamlanır.

Ayrıntılar için [nakliye ve teslimat](/kurumsal/nakliye) sayfamıza göz atın.`,
  },
  {
    slug: "motosiklet-kis-bakimi-ve-bahar-hazirligi",
    title: "Motosiklet Kış Bakımı ve Bahar Hazırlığı: Mevsim Geçişlerinde Yapılacaklar",
    excerpt:
      "Motosikletinizi kışa nasıl hazırlarsınız, baharda yola çıkmadan önce neleri kontrol etmelisiniz? Akü, yakıt, lastik ve zincir için pratik öneriler.",
    cover: "/images/blog/mevsimlik-bakim.svg",
    daysAgo: 42,
    body: `Türkiye'nin birçok bölgesinde motosikletler kışın haftalarca, hatta aylarca kullanılmadan bekler. Bu bekleme doğru yapılmazsa baharda çalışmayan bir motor, çatlamış lastikler ve paslanmış bir zincirle karşılaşabilirsiniz. Birkaç basit adım, hem masrafı hem de motosikletinizin değer kaybını önler.

## Kışa hazırlık

### Temizlik ve koruma
Motosikleti park etmeden önce iyice yıkayın ve kurulayın. Tuzlu yollarda kullanıldıysa alt takımı özellikle temizleyin; tuz, alüminyum ve krom parçalarda hızla korozyon yapar. Boyasız metal yüzeylere ince bir koruyucu sprey uygulayın.

### Yakıt
Depoyu **tamamen doldurun**. Boş depoda nem yoğuşur ve pas yapar. Uzun bekleyecekse yakıt stabilizatörü ekleyip motoru birkaç dakika çalıştırarak katkının sisteme ulaşmasını sağlayın.

### Motor yağı
Kullanılmış yağ asidik kalıntılar taşır. Yağ değişimi yaklaşıyorsa kışa girmeden yapın; motor temiz yağla beklesin.

### Akü
Kış boyunca bağlı bekleyen akü birkaç hafta içinde boşalır ve ömrü kısalır. Aküyü sökün ya da yerinde **akıllı şarj cihazına (akü koruyucu)** bağlayın.

### Lastikler ve park
Lastik basıncını üreticinin önerdiği değere getirin. Mümkünse motosikleti orta sehpa veya sehpa üzerinde bekletin; lastiklerin aynı noktada ezilmesini önler. Nefes alan bir branda kullanın; naylon örtü nemi içeride hapseder.

## Bahar hazırlığı

1. **Akü:** Şarj edip yerine takın, kutup başlarını temizleyin.
2. **Lastikler:** Basınca ve yanaklardaki çatlaklara bakın. DOT kodundan üretim yılını kontrol edin.
3. **Zincir:** Temizleyin, yağlayın, gerginliğini ayarlayın.
4. **Frenler:** Balata kalınlığını ve hidrolik yağının rengini kontrol edin; koyulaşmış yağ nem almış demektir ve değişmelidir.
5. **Sıvılar:** Motor yağı ve soğutma sıvısı seviyelerini tamamlayın.
6. **Işıklar ve korna:** Hepsini tek tek deneyin.
7. **İlk sürüş:** Kısa ve sakin bir turla başlayın; lastikler ve frenler ısınana kadar ani hareketlerden kaçının.

## Satmayı düşünüyorsanız

Bakımlı ve kayıtlı bir motosiklet, ekspertizde daha iyi sonuç alır ve daha iyi fiyata satılır. Bakım faturalarınızı saklayın; [Borsa'da Sat](/borsadasat) başvurusunda bunları belirtmeniz teklifimize doğrudan yansır.`,
  },
  {
    slug: "borsada-sat-motosikletinizi-en-iyi-fiyata-satin",
    title: "Borsa'da Sat: Motosikletinizi En İyi Fiyata Satmanın Yolları",
    excerpt:
      "Motosikletinizi MotoBorsa'ya nasıl bırakırsınız, fiyat teklifi nasıl belirlenir ve satış sürecinde sizi neler bekler? Adım adım anlattık.",
    cover: "/images/blog/borsada-sat.svg",
    daysAgo: 51,
    body: `Motosikletinizi tek tek alıcılarla pazarlık ederek satmak zaman alır ve yorucudur. **Borsa'da Sat** ile motosikletinizi bize bildirirsiniz; inceleme, fiyatlandırma ve alıcı bulma işini birlikte yürütürüz.

## Süreç nasıl işler?

1. **Başvuru:** [Borsa'da Sat](/borsadasat) formunda plaka, marka, model, yıl, kilometre, motor hacmi, şehir, beklediğiniz fiyat, açıklama ve fotoğrafları paylaşırsınız.
2. **İnceleme:** Ekibimiz bilgileri ve piyasa verilerini değerlendirir; gerekirse ekspertiz randevusu planlanır.
3. **Teklif:** Size bir fiyat teklifi iletilir.
4. **Kararınız:** Teklifi kabul edebilir ya da reddedebilirsiniz. Reddetmek hiçbir yükümlülük doğurmaz.
5. **Yayında:** Kabul ettiğiniz motosiklet ihaleye ya da sabit fiyatlı **Hemen Al** bölümüne çıkar.

## Daha iyi fiyat için ipuçları

### İyi fotoğraf, yarı satış demektir
- Gün ışığında, sade bir arka planla çekin.
- Motosikletin iki yanını, önünü, arkasını, gösterge panelini (kilometre görünsün), motoru ve lastikleri ayrı ayrı fotoğraflayın.
- Çizik ve hasarları saklamayın; açıkça gösterilen kusur, sonradan çıkan kusurdan daha az değer kaybettirir.

### Belgeleriniz hazır olsun
Servis ve bakım faturaları, lastik ve zincir seti değişim tarihleri, orijinal anahtarlar ve kullanım kılavuzu değeri doğrudan artırır.

### Gerçekçi bir beklenti belirleyin
Benzer yaş ve kilometredeki motosikletlerin MotoBorsa'daki sonuçlarına bakın. Piyasanın çok üzerinde bir beklenti, motosikletin uzun süre satılmamasına yol açar.

### Küçük masraflar, büyük fark
Yıkanmış, zinciri yağlanmış, lambaları çalışan bir motosiklet ekspertizde ve fotoğrafta çok daha iyi görünür. Ucuz bir lastik ya da balata değişimi, alıcının kafasındaki "masraf listesini" kısaltır.

## Satıcı hizmet bedeli

Satış gerçekleştiğinde uygulanacak hizmet bedeli, teklif aşamasında size açıkça bildirilir. Ayrıntılar için [satıcı rehberimize](/kurumsal/satimhakkinda) göz atın.`,
  },
  {
    slug: "hemen-al-ile-sabit-fiyatla-motosiklet-satin-almak",
    title: "Hemen Al ile Sabit Fiyatla Motosiklet Satın Almak",
    excerpt:
      "İhale beklemek istemeyenler için Hemen Al: fiyat belli, süreç kısa. Satın alma, ödeme ve teslim adımlarını anlattık.",
    cover: "/images/blog/hemen-al.svg",
    daysAgo: 60,
    body: `Her alıcı ihalede rekabet etmek istemez. **Hemen Al** bölümündeki motosikletlerin fiyatı bellidir; beğendiğiniz motosikleti pazarlıksız, birkaç tıklamayla ayırtırsınız.

## Kimler satın alabilir?

- Üye girişi yapmış ve profilini tamamlamış kullanıcılar.
- Kullanılabilir provizyonu, motosikletin fiyatına denk gelen **alıcı hizmet bedeli** kadar olanlar (250.000 TL'nin altı için 8.000 TL, 500.000 TL'ye kadar 12.000 TL, üzeri için 20.000 TL).

## Satın alma adımları

1. **İnceleyin:** İlan sayfasındaki fotoğraflara, ekspertiz özetine ve motosikletin bulunduğu şehre bakın.
2. **Hemen Al'a tıklayın:** Sipariş oluşur, motosiklet sizin adınıza ayrılır ve ilan diğer alıcılara kapanır. Aynı motosikleti iki kişi aynı anda alamaz; ilk tamamlanan sipariş geçerlidir.
3. **Provizyon blokesi:** Hizmet bedeli kadar provizyonunuz sipariş süresince bloke edilir.
4. **Ödeme:** Sipariş ekranındaki bilgilerle ödemeyi yapın. Ödemeniz onaylandığında sipariş "ödendi" olarak güncellenir.
5. **Teslim:** Noter devri ve teslim tamamlandığında sipariş kapanır, blokeniz çözülür.

## Vazgeçersem ne olur?

Ödeme yapılmadan iptal edilen siparişlerde motosiklet yeniden satışa çıkar ve blokeniz çözülür. Siparişi ciddiyetle vermenizi rica ediyoruz: ayrılan motosiklet, o sürede başka alıcılara kapalıdır.

## Hemen Al mı, ihale mi?

- **Hemen Al:** Fiyat kesin, süreç hızlı. Belirli bir motosikleti kaçırmak istemiyorsanız ideal.
- **İhale:** Rekabet azsa piyasanın altında bir fiyata alma şansı; ama sonuç garanti değil.

İhalelerin nasıl işlediğini merak ediyorsanız [ihale rehberimizi](/blog/motoborsada-ihaleler-nasil-isler) okuyun.`,
  },
  {
    slug: "ekspertiz-raporu-nasil-okunur",
    title: "Motosiklet Ekspertiz Raporu Nasıl Okunur?",
    excerpt:
      "İlan sayfalarındaki ekspertiz özetinde ne yazar, hangi bulgular önemlidir ve hangileri pazarlıkta dikkate alınır?",
    cover: "/images/blog/ekspertiz-raporu.svg",
    daysAgo: 72,
    body: `MotoBorsa'da ihaleye ya da Hemen Al'a çıkan her motosiklet kapsamlı bir ekspertizden geçer. İlan sayfasında bu incelemenin **özeti** başlık ve değer çiftleri halinde yer alır. Bu yazıda o satırları nasıl yorumlayacağınızı anlatıyoruz.

## Özetteki başlıca satırlar

| Başlık | Ne anlatır? |
|---|---|
| Şasi | Kaynak, eğilme ya da onarım izi olup olmadığı |
| Motor | Çalışma sesi, kompresyon, yağ kaçağı ve duman durumu |
| Şanzıman ve debriyaj | Vites geçişleri, kaçırma ya da sertlik |
| Fren sistemi | Disk, balata ve hidrolik durumu |
| Süspansiyon | Maşa keçeleri, amortisör sönümlemesi |
| Lastikler | Diş derinliği ve üretim yılı |
| Elektrik | Far, sinyal, gösterge, şarj sistemi |
| Kaporta ve grenaj | Çizik, kırık, boya ve değişen parçalar |

## Değerleri nasıl yorumlamalı?

- **"Orijinal" / "Sorunsuz":** İnceleme anında kusur bulunmadığı anlamına gelir.
- **"Kozmetik kusur":** Çizik, sürtme gibi sürüşü etkilemeyen izler. Genellikle fiyat zaten buna göredir.
- **"Değişen parça":** Bir parçanın orijinal yerine yenisiyle değiştirildiğini gösterir. Kol, ayna, grenaj gibi parçalar çoğunlukla hafif bir devrilmenin sonucudur; şasi ya da maşa değişimi ise daha ciddi bir kazaya işaret eder.
- **"Bakım gerekli":** Yakın zamanda yapılması gereken bir masraf (zincir seti, lastik, balata) olduğunu söyler. Bu masrafı teklifinizi belirlerken hesaba katın.

## Raporun sınırları

Ekspertiz, incelendiği gün ve saatteki durumu anlatır; gelecekte çıkabilecek her arızayı öngöremez. Motosikleti yerinde görmek isterseniz randevu için [bize yazın](/iletisim).

## Pazarlıkta kullanın

İhalede teklifinizi, Hemen Al'da karar vermenizi etkileyen en önemli belge ekspertiz özetidir. "Bakım gerekli" satırlarının tahmini maliyetini çıkarıp bütçenizden düşün; böylece sürpriz masraf yaşamazsınız.

Ayrıca [ikinci el kontrol listemiz](/blog/ikinci-el-motosiklet-alirken-kontrol-listesi) rapordaki satırları kendi gözünüzle doğrulamanıza yardım eder.`,
  },
  {
    slug: "alici-hizmet-bedeli-nasil-hesaplanir",
    title: "Alıcı Hizmet Bedeli Nasıl Hesaplanır? Fiyat Bantları ve Örnekler",
    excerpt:
      "MotoBorsa'da satın aldığınız motosiklet için ödeyeceğiniz alıcı hizmet bedelini üç fiyat bandı ve örneklerle açıkladık.",
    cover: "/images/blog/hizmet-bedeli.svg",
    daysAgo: 85,
    body: `MotoBorsa'da bir motosiklet satın aldığınızda motosiklet bedeline ek olarak sabit bir **alıcı hizmet bedeli** ödersiniz. Bu bedel yüzdeyle değil, fiyat bandıyla belirlenir; böylece pahalı bir motosiklette ödeyeceğiniz tutar da önceden bellidir.

## Üç fiyat bandı

| Motosiklet fiyatı | Alıcı hizmet bedeli |
|---|---|
| 250.000 TL'nin altı | 8.000 TL |
| 250.000 TL – 499.999 TL | 12.000 TL |
| 500.000 TL ve üzeri | 20.000 TL |

## Örnekler

- 185.000 TL'ye kazandığınız bir ihalede ödeyeceğiniz toplam: **185.000 + 8.000 = 193.000 TL**.
- 250.000 TL'lik bir Hemen Al ilanında: **250.000 + 12.000 = 262.000 TL** (sınır değer üst banda girer).
- 640.000 TL'ye kazandığınız bir ihalede: **640.000 + 20.000 = 660.000 TL**.

## Teklif verirken dikkat

Bant sınırlarına yakın tekliflerde hizmet bedeli değişebilir. Örneğin 248.000 TL'lik bir teklif 8.000 TL hizmet bedeli gerektirirken 250.000 TL'lik teklif 12.000 TL gerektirir. Bütçenizi belirlerken **toplam tutarı** düşünün.

## Provizyonla ilişkisi

Teklif verebilmek ya da Hemen Al kullanabilmek için kullanılabilir provizyonunuzun, ilgili bandın hizmet bedeli kadar olması gerekir. Provizyonun nasıl çalıştığını [provizyon rehberimizde](/blog/provizyon-nedir-neden-gerekir) anlattık.

## Hizmet bedeli neleri kapsar?

Ekspertiz incelemesi, ilanın hazırlanması ve yayınlanması, ihale altyapısı, ödeme ve devir sürecinde destek bu bedelin kapsamındadır. Nakliye ayrıca fiyatlandırılır. Ayrıntılar için [alıcı hizmet bedeli](/kurumsal/alimhakkinda?id=4) sayfamıza bakabilirsiniz.`,
  },
];
