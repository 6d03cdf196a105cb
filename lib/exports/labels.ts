export const EXPORT_ERRORS = {
  fromRequired: "Başlangıç tarihini seçin.",
  toRequired: "Bitiş tarihini seçin.",
  badDate: "Tarih YYYY-AA-GG biçiminde geçerli bir gün olmalıdır.",
  order: "Başlangıç tarihi bitiş tarihinden sonra olamaz.",
} as const;
