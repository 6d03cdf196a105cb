/** Turkish texts of photo uploads and the object store behind them. */
export const UPLOAD_ERRORS = {
  type: "Yalnızca JPEG, PNG veya WebP fotoğraf yüklenebilir.",
  size: (maxBytes: number) => `Dosya en fazla ${maxBytes / 1024 / 1024} MB olabilir.`,
  empty: "Yüklenecek dosya boş.",
  notImage: "Dosya geçerli bir görsel değil.",
  notFound: "Dosya bulunamadı.",
  name: "Dosya adı geçersiz.",
} as const;
