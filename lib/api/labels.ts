import { MAX_JSON_DEPTH } from "@/lib/jsonDepth";

/** Turkish texts the API answers with (route(), sessions, permissions, request bodies, shared query pieces), in one place for review. */
export const API_ERRORS = {
  unauthorized: "Oturum açmanız gerekiyor.",
  invalidToken: "Oturumunuz geçersiz veya süresi dolmuş. Lütfen tekrar giriş yapın.",
  noProfile: "Lütfen baştan kayıt olunuz.",
  staffSession:
    "Bu işlem kullanıcı hesabıyla yapılır; personel oturumuyla yapılamaz. Kullanıcı hesabınızla giriş yapın.",
  notStaff: "Bu alana yalnızca yetkili personel erişebilir.",
  noPermission: "Bu işlem için yetkiniz yok.",
  staffCannotBid: "Personel hesaplarıyla ihalelere teklif verilemez.",
  staffCannotBuy: "Personel hesaplarıyla satın alma yapılamaz.",
  methodNotAllowed: "Bu istek yöntemi desteklenmiyor.",
  invalidJson: "İstek gövdesi geçerli bir JSON değil.",
  payloadTooLarge: "İstek gövdesi çok büyük.",
  tooDeep: `İstek gövdesi en fazla ${MAX_JSON_DEPTH} düzey iç içe olabilir.`,
  notJson: "İstek gövdesi JSON olarak gönderilmelidir (Content-Type: application/json).",
  validation: "Gönderilen bilgiler geçersiz.",
  notAnObject: "İstek gövdesi alanları olan bir JSON nesnesi olmalıdır.",
  internal: "Bir hata oluştu. Lütfen tekrar deneyin.",
  controlCharacter: "Metinlerde kontrol karakterleri (ör. NUL) kullanılamaz.",
  notFound: "Kayıt bulunamadı.",
  pageNotFound: "Sayfa bulunamadı.",
  tooManyStreams: "Çok fazla açık canlı bağlantı var; lütfen diğer sekmeleri kapatın.",
} as const;

/** Shared query-string pieces: record numbers, paging, searches and the list APIs' filters. */
export const QUERY_ERRORS = {
  invalidId: "Geçersiz kayıt numarası.",
  pageInt: "Sayfa numarası tam sayı olmalıdır.",
  pageMin: "Sayfa numarası 1 veya daha büyük olmalıdır.",
  pageSizeMin: "Sayfa boyutu en az 1 olmalıdır.",
  pageSizeMax: "Sayfa boyutu en fazla 100 olabilir.",
  searchType: "Arama metni geçersiz.",
  searchMax: "Arama metni en fazla 100 karakter olabilir.",
  number: (label: string) => `${label} bir sayı olmalıdır.`,
  int: (label: string) => `${label} tam sayı olmalıdır.`,
  min: (label: string, min: number) => `${label} en az ${min} olabilir.`,
  max: (label: string, max: number) => `${label} en fazla ${max} olabilir.`,
  textMax: (max: number) => `En fazla ${max} karakter girilebilir.`,
  province: "Geçersiz il.",
} as const;

/** Money typed by a user (lib/turkishAmount.ts): whole TL, dots group thousands. */
export const AMOUNT_ERRORS = {
  empty: "Lütfen bir tutar girin.",
  kurus: "Kuruş girilemez; tutarı tam TL olarak yazın (ör. 1.000).",
  commaThousands: "Binlik ayırıcı olarak nokta kullanın (ör. 1.000); virgül kuruşu ayırır.",
  format: "Tutarı rakamla yazın; binlik ayırıcı olarak nokta kullanabilirsiniz (ör. 10.000).",
  tooLarge: "Tutar çok büyük.",
} as const;

/** Words the plumbing writes: a CSV's yes/no cells, the comment line that keeps a live stream open. */
export const PLUMBING_LABELS = {
  yes: "Evet",
  no: "Hayır",
  heartbeat: ": nabız",
} as const;
