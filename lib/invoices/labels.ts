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
