/** Soru-Cevap rules (PRODUCT §6.9): the moderator's flags, the length limits, who may do what. Pure, browser-safe. */
import { allowedActions, type Actions } from "@/lib/actions";
import type { QuestionFlag, QuestionStatus, StaffQuestionAction } from "@/lib/questions/types";

export const QUESTION_LIMITS = { questionMax: 500, answerMax: 2000, reasonMax: 300 } as const;

/** Questions one user may send in a window: enough for a buyer comparing vehicles, little for a spammer. */
export const QUESTION_RATE_LIMIT = { limit: 5, windowMs: 60 * 60_000 } as const;

/**
 * A small list of Turkish swear words and insults. Whole words only for the short ones (so "göt"
 * does not flag "götürmek"), any word starting with the long stems (their suffixed forms).
 */
const PROFANE_WORDS = new Set(["amk", "aq", "sik", "göt", "piç", "pic", "ibne", "puşt", "salak", "aptal", "oç"]);
const PROFANE_STEMS = [
  "siktir",
  "sikerim",
  "sikeyim",
  "orospu",
  "yavşak",
  "şerefsiz",
  "pezevenk",
  "kahpe",
  "gerizekal",
  "dangalak",
  "ananı",
  "amına",
];

const EMAIL = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}.-]+\.[\p{L}]{2,}/u;
const MAIL_PROVIDERS = /\b(gmail|hotmail|yandex|outlook|icloud|yahoo)\b/i;
const URL = /(https?:\/\/|www\.)\S+|\b[a-z0-9-]+\.(com|net|org|tr|io|me|co|info|biz|app|link|ly)\b/i;
// A run of digits with the separators people type between them ("0532 123 45 67", "+90 (532) 123-4567").
const DIGIT_RUN = /\+?\d[\d\s().-]*\d/g;

function hasPhone(text: string): boolean {
  for (const run of text.match(DIGIT_RUN) ?? []) {
    // A Turkish number is 10 digits (5321234567), 11 with the leading 0, 12–13 with the country code.
    const digits = run.replace(/\D/g, "").length;
    if (digits >= 10 && digits <= 13) return true;
  }
  return false;
}

function hasIban(text: string): boolean {
  // Written in groups of four or with dashes; a shortened one (16+ digits after TR) is still an IBAN.
  return /TR\d{16,24}/i.test(text.replace(/[\s.-]/g, ""));
}

function hasProfanity(text: string): boolean {
  const words = text.toLocaleLowerCase("tr-TR").split(/[^\p{L}\p{N}]+/u);
  return words.some((w) => PROFANE_WORDS.has(w) || PROFANE_STEMS.some((stem) => w.startsWith(stem)));
}

/**
 * What a moderator should look at before publishing a text: contact
 * details that take a deal off the platform (phone, IBAN, web address, e-mail) and profanity. A flag is a
 * warning, not a refusal: "0 km" or a model code may look alike, so a person decides.
 */
export function questionFlags(text: string): QuestionFlag[] {
  const flags: QuestionFlag[] = [];
  const withoutEmails = text.replace(new RegExp(EMAIL.source, "gu"), " ");
  const iban = hasIban(text);
  if (!iban && hasPhone(text)) flags.push("phone");
  if (iban) flags.push("iban");
  if (URL.test(withoutEmails)) flags.push("url");
  if (EMAIL.test(text) || MAIL_PROVIDERS.test(text)) flags.push("email");
  if (hasProfanity(text)) flags.push("profanity");
  return flags;
}

/**
 * The staff buttons of a question: a pending question is approved or rejected (or answered at once,
 * which approves it); an approved one is answered; an owner's answer waits for publish (or a staff
 * answer in its place). Published and rejected questions are final.
 */
export function staffQuestionActions(status: QuestionStatus): Actions<StaffQuestionAction> {
  const open = status === "pending" || status === "approved" || status === "answer_pending";
  return allowedActions({
    approve: status === "pending",
    reject: open,
    answer: open,
    publish: status === "answer_pending",
  });
}

/** The owner answers an approved question about their vehicle, once; staff then publish it. */
export function ownerQuestionActions(status: QuestionStatus): Actions<"answer"> {
  return allowedActions({ answer: status === "approved" });
}
