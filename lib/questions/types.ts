import type { Actions } from "@/lib/actions";

/** Where a question is in its life (lib/server/db/schema/questions.ts). */
export type QuestionStatus = "pending" | "approved" | "answer_pending" | "published" | "rejected";

/** What the moderator is warned about in a text (rules.ts `questionFlags`). */
export type QuestionFlag = "phone" | "iban" | "url" | "email" | "profanity";

/** The page an auction or Hemen Al question is asked on; the question itself belongs to the vehicle. */
export type QuestionTargetKind = "auction" | "listing";

/** An answered, published question as an auction or Hemen Al page shows it. */
export type PublicQuestion = {
  id: number;
  question: string;
  answer: string;
  answeredBy: "staff" | "owner";
  askedAt: string;
  answeredAt: string;
};

export type StaffQuestionAction = "approve" | "reject" | "answer" | "publish";

/** A question on Management › Soru-Cevap, with the flags of its question and of a pending answer. */
export type ManagedQuestion = {
  id: number;
  vehicleId: number;
  vehicleTitle: string;
  /** The vehicle's latest auction or listing page, for the moderator to see the context. */
  pageLink: string | null;
  askerEmail: string;
  question: string;
  questionFlags: QuestionFlag[];
  status: QuestionStatus;
  answer: string | null;
  answerFlags: QuestionFlag[];
  answeredBy: "staff" | "owner" | null;
  rejectReason: string | null;
  createdAt: string;
  answeredAt: string | null;
  publishedAt: string | null;
  actions: Actions<StaffQuestionAction>;
};

export type ManagedQuestionPage = {
  items: ManagedQuestion[];
  total: number;
  page: number;
  pageSize: number;
  counts: Record<QuestionStatus, number>;
};

/** A question about the owner's consigned vehicle, on their sell request (Profil › Satış taleplerim). */
export type OwnerQuestion = {
  id: number;
  question: string;
  status: QuestionStatus;
  answer: string | null;
  askedAt: string;
  actions: Actions<"answer">;
};
