import { amountInWords } from "@/lib/amountInWords";

/** Turkish texts of invoices and the sales contract (docs/invoices.md). */
export const invoiceLabels = {
  invoiceTitle: "e-Arşiv Fatura",
  creditNoteTitle: "e-Arşiv İade Faturası",
  serviceFeeLine: (orderId: number) => `Alıcı hizmet bedeli — sipariş MB-S-${orderId}`,
  transportFeeLine: (requestId: number) => `Nakliye hizmeti — talep #${requestId}`,
  creditLine: (number: string) => `İade: ${number} numaralı faturanın iptali`,
  download: "Faturayı indir",
  downloadCreditNote: "İade faturasını indir",
  downloadContract: "Satış sözleşmesini indir",
  kind: { invoice: "Fatura", credit_note: "İade faturası" } as const,
  sectionTitle: "Faturalarım ve belgelerim",
  loading: "Belgeleriniz yükleniyor",
  empty: "Henüz faturanız yok. Hizmet bedeliniz ya da nakliye ücretiniz alındığında faturanız burada görünür.",
  contractsTitle: "Satış sözleşmeleri",
  contractHint: "Noter randevusuna götürmeniz için önceden doldurulmuştur.",
  staffDocuments: "Belgeler",
  staffNoDocuments: "Bu sipariş için henüz belge yok.",
  downloadFailed: "Belge indirilemedi. Lütfen tekrar deneyin.",
  loadFailed: "Belgeler yüklenemedi.",
  billingOpen: "Şirket adına fatura",
  billingTitle: "Fatura bilgisi",
  billingHint:
    "Hizmet bedeli faturasını bir şirket adına istiyorsanız ödemeden önce doldurun; boş bırakırsanız fatura doğrulanmış kimliğinize kesilir.",
  billingSave: "Fatura bilgisini kaydet",
  billingClear: "Kişisel faturaya dön",
  billingSaved: "Fatura bilgisi kaydedildi.",
  billingCleared: "Fatura doğrulanmış kimliğinize kesilecek.",
  billingFailed: "Fatura bilgisi kaydedilemedi.",
};

export const INVOICE_ERRORS = {
  notFound: "Fatura bulunamadı.",
  forbidden: "Bu faturayı görme yetkiniz yok.",
  orderNotFound: "Sipariş bulunamadı.",
  noIdentity: "Fatura kesilebilmesi için alıcının T.C. kimlik doğrulaması ya da şirket fatura bilgisi gerekir.",
  contractNotYet: "Satış sözleşmesi hizmet bedeli ödendikten sonra hazırlanır.",
  transportNotFound: "Nakliye talebi bulunamadı.",
  transportFeeNotDue:
    "Ücret yalnızca fiyatı kabul edilmiş (onaylanan, planlanan ya da teslim edilen) taleplerde alınabilir.",
  transportFeeAlreadyPaid: "Bu talebin ücreti zaten alındı; faturası kesildi.",
  billingLocked: "Fatura bilgisi yalnızca ödeme beklenen siparişlerde değiştirilebilir.",
  companyNameRequired: "Şirket unvanı gereklidir.",
  taxOfficeRequired: "Vergi dairesi gereklidir.",
};

/**
 * The total in words as an invoice writes it, "Yalnız bin iki yüz TL"; a kuruş part after the lira
 * ("Yalnız sekiz yüz otuz üç TL otuz üç kuruş").
 */
export function totalInWords(kurus: number): string {
  const lira = Math.floor(Math.abs(kurus) / 100);
  const rest = Math.abs(kurus) % 100;
  const words = `Yalnız ${amountInWords(lira)}`;
  return rest === 0 ? words : `${words} ${amountInWords(rest).replace(/ TL$/, "")} kuruş`;
}

/** The one KDV rule in words (lib/invoices/rules.ts FEE_KDV_TEXT is this with the rule's values). */
export const feeKdvText = (includesKdv: boolean, rate: number): string =>
  includesKdv
    ? `Hizmet bedeli ve nakliye ücreti %${rate} KDV dahildir; faturada KDV ayrıca gösterilir.`
    : `Hizmet bedeli ve nakliye ücretine %${rate} KDV eklenir.`;

export const VKN_ERRORS = {
  form: "Vergi kimlik numarası 10 haneli olmalıdır.",
  checkDigit: "Vergi kimlik numarası geçerli değil.",
};

/** The invoice PDF's texts. */
export const invoicePdfLabels = {
  number: "Fatura No",
  issuedAt: "Düzenlenme tarihi",
  credits: "İade edilen fatura",
  seller: "Satıcı",
  buyer: "Alıcı",
  address: "Adres",
  taxOffice: "Vergi dairesi",
  mersis: "MERSİS No",
  identityNumber: "T.C. Kimlik No",
  vkn: "Vergi Kimlik No",
  services: "Hizmetler",
  columns: (kdvRate: number) => ["Açıklama", "Miktar", "Tutar (KDV hariç)", `KDV (%${kdvRate})`, "Toplam"],
  net: "Mal/hizmet toplamı (KDV hariç)",
  kdv: (kdvRate: number) => `Hesaplanan KDV (%${kdvRate})`,
  total: "Ödenecek tutar",
  footer:
    "Bu belge e-Arşiv fatura düzeninde düzenlenmiştir. İrsaliye yerine geçmez. Hizmet bedeline KDV dahildir; KDV ayrıca gösterilmiştir.",
};

/** The sales contract PDF's texts. */
export const contractLabels = {
  documentTitle: (orderId: number) => `Satış sözleşmesi MB-S-${orderId}`,
  title: "Motosiklet Satış Sözleşmesi",
  subtitle: (orderId: number) => `Sipariş MB-S-${orderId} · noter randevusu için ön doldurulmuştur`,
  seller: "Satıcı",
  buyer: "Alıcı",
  vehicle: "Araç",
  brandModel: "Marka / model",
  year: "Model yılı",
  plate: "Plaka",
  vin: "Şasi numarası (VIN)",
  engineNumber: "Motor numarası",
  registrationSerial: "Ruhsat seri no",
  km: "Kilometre",
  colour: "Renk",
  price: "Bedel",
  salePrice: "Satış bedeli",
  inWords: (tl: number) => `Yalnız ${amountInWords(tl)}`,
  identity: (number: string) => `T.C. Kimlik No: ${number}`,
  companyIdentity: (taxOffice: string, mersis: string) => `${taxOffice} · MERSİS No: ${mersis}`,
  clause:
    "Satış bedeli noterin Güvenli Ödeme Sistemi (GÖS) üzerinden ödenir. Taraflar, yukarıda kimliği yazılı aracın mülkiyetinin noter huzurunda devredileceğini, aracın görüldüğü haliyle satıldığını ve bilgilerin doğruluğunu kabul eder.",
  sellerSignature: "Satıcı (imza)",
  buyerSignature: "Alıcı (imza)",
  issuedBy: (legalName: string) => `Düzenleyen: ${legalName}`,
};
