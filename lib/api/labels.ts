import { MAX_JSON_DEPTH } from "@/lib/jsonDepth";

/** Turkish texts the API answers with (route(), sessions, permissions, request bodies), in one place for review. */
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
} as const;
