/** Turkish texts of Soru-Cevap (questions and answers on auction and Hemen Al pages), together for a Turkish editor. */
import { formatDateTime } from "@/lib/format";
import type { QuestionFlag, QuestionStatus } from "@/lib/questions/types";
import { QUESTION_LIMITS } from "@/lib/questions/rules";

export const QUESTION_LABELS = {
  sectionTitle: "Soru-Cevap",
  empty: "Bu araç hakkında henüz yanıtlanmış bir soru yok.",
  askTitle: "Satıcıya soru sorun",
  askHint: `Sorunuz ekibimizin onayından sonra yanıtıyla birlikte yayınlanır. En fazla ${QUESTION_LIMITS.questionMax} karakter; telefon, IBAN, e-posta veya web adresi paylaşmayın.`,
  questionField: "Sorunuz",
  submit: "Soru Sor",
  sent: "Sorunuz alındı. Onaylanıp yanıtlandığında size bildirim göndereceğiz.",
  signIn: "Soru sormak için giriş yapın",
  asked: (iso: string) => `Soruldu: ${formatDateTime(iso)}`,
  answered: (iso: string) => `Yanıtlandı: ${formatDateTime(iso)}`,
  answeredBy: { staff: "MotoBorsa yanıtı", owner: "Araç sahibinin yanıtı" } as Record<"staff" | "owner", string>,
  questionPrefix: "Soru",
  answerPrefix: "Yanıt",
  failed: "Sorunuz gönderilemedi.",
} as const;

export const QUESTION_ERRORS = {
  questionRequired: "Sorunuzu yazın.",
  questionMax: `Soru en fazla ${QUESTION_LIMITS.questionMax} karakter olabilir.`,
  answerRequired: "Yanıtı yazın.",
  answerMax: `Yanıt en fazla ${QUESTION_LIMITS.answerMax} karakter olabilir.`,
  reasonRequired: "Ret gerekçesini yazın.",
  reasonMax: `Gerekçe en fazla ${QUESTION_LIMITS.reasonMax} karakter olabilir.`,
  kindInvalid: "Soru bir ihale ya da Hemen Al ilanı için sorulabilir.",
  targetNotFound: "İhale veya ilan bulunamadı.",
  notFound: "Soru bulunamadı.",
  rateLimited: "Kısa sürede çok fazla soru gönderdiniz. Lütfen bir saat sonra tekrar deneyin.",
  notOwner: "Bu soruyu yalnızca aracın sahibi veya MotoBorsa ekibi yanıtlayabilir.",
  wrongState: "Bu soru bu işlem için uygun durumda değil; sayfayı yenileyin.",
  ownAsked: "Kendi sorduğunuz soruyu başka bir yetkili yönetmeli.",
  closed: "Bu ilan için artık soru sorulamaz.",
} as const;

export const QUESTION_STATUS_LABELS: Record<QuestionStatus, string> = {
  pending: "Onay bekliyor",
  approved: "Yanıt bekliyor",
  answer_pending: "Sahibin yanıtı onay bekliyor",
  published: "Yayında",
  rejected: "Reddedildi",
};

/** The moderator's warnings (rules.ts `questionFlags`). */
export const QUESTION_FLAG_LABELS: Record<QuestionFlag, string> = {
  phone: "Telefon numarası",
  iban: "IBAN",
  url: "Web adresi",
  email: "E-posta adresi",
  profanity: "Küfür / hakaret",
};

/** Management › Soru-Cevap. */
export const QUESTION_MANAGEMENT_LABELS = {
  title: "Soru-Cevap",
  description: "Araçlar hakkında sorulan soruları denetleyin, yanıtlayın ve yayınlayın.",
  empty: "Bu durumda soru yok.",
  filterLabel: "Soru durumu",
  questionFlags: "Sorudaki uyarılar",
  answerFlags: "Yanıttaki uyarılar",
  noFlags: "Uyarı yok",
  approve: "Soruyu Onayla",
  reject: "Reddet",
  answer: "Yanıtla ve Yayınla",
  publish: "Sahibin Yanıtını Yayınla",
  answerField: "Yanıt",
  reasonField: "Ret gerekçesi",
  asker: "Soran",
  vehicle: "Araç",
  ownerAnswer: "Sahibin yanıtı",
  rejectReason: "Ret gerekçesi",
  done: "İşlem kaydedildi.",
  loadError: "Sorular yüklenemedi.",
  failed: "İşlem yapılamadı.",
} as const;

/** Profil › Satış taleplerim: the questions about the owner's listed vehicle. */
export const OWNER_QUESTION_LABELS = {
  title: "Aracınız hakkındaki sorular",
  empty: "Aracınız hakkında yanıt bekleyen soru yok.",
  answerField: "Yanıtınız",
  submit: "Yanıtı Gönder",
  hint: "Yanıtınız ekibimizin onayından sonra yayınlanır. Telefon, IBAN, e-posta veya web adresi paylaşmayın.",
  sent: "Yanıtınız alındı; onaylandığında yayınlanacak.",
  loadError: "Sorular yüklenemedi.",
  failed: "Yanıt gönderilemedi.",
} as const;
