/**
 * Soru-Cevap (PRODUCT §6.9): a verified buyer asks about a vehicle from its auction or Hemen Al page;
 * staff moderate and answer, or the owner of a consigned vehicle answers from their sell request and
 * staff publish that answer. Only answered, published questions are public.
 */
import type { AskQuestionInput } from "@/lib/questions/schemas";
import { QUESTION_ERRORS } from "@/lib/questions/labels";
import { ownerQuestionActions, questionFlags, QUESTION_RATE_LIMIT, staffQuestionActions } from "@/lib/questions/rules";
import type {
  ManagedQuestion,
  ManagedQuestionPage,
  OwnerQuestion,
  PublicQuestion,
  QuestionStatus,
  QuestionTargetKind,
} from "@/lib/questions/types";
import { questionNotices } from "@/lib/notifications/labels";
import { vehicleTitle } from "@/lib/vehicles/labels";
import { refuseSuspended } from "@/lib/server/accounts/service";
import { recordAudit } from "@/lib/server/audit/record";
import { getDb, type Tx } from "@/lib/server/db";
import { AppError } from "@/lib/server/errors";
import { refuseUnverifiedIdentity } from "@/lib/server/identity/service";
import { notifyMany, vehicleTitleOf } from "@/lib/server/notifications/service";
import * as q from "@/lib/server/questions/queries";
import { consumeRateLimit } from "@/lib/server/rateLimit";
import type { StaffMember } from "@/lib/server/staff/service";

const iso = (d: Date | null) => (d ? d.toISOString() : null);

function publicView(row: q.QuestionRow): PublicQuestion {
  return {
    id: row.id,
    question: row.question,
    answer: row.answer ?? "",
    answeredBy: row.answeredBy ?? "staff",
    askedAt: row.createdAt.toISOString(),
    answeredAt: (row.answeredAt ?? row.publishedAt ?? row.createdAt).toISOString(),
  };
}

function managedView(row: q.ManagedRow, pageLink: string | null): ManagedQuestion {
  return {
    id: row.id,
    vehicleId: row.vehicleId,
    vehicleTitle: vehicleTitle(row),
    pageLink,
    askerEmail: row.askerEmail,
    question: row.question,
    questionFlags: questionFlags(row.question),
    status: row.status,
    answer: row.answer,
    answerFlags: row.answer ? questionFlags(row.answer) : [],
    answeredBy: row.answeredBy,
    rejectReason: row.rejectReason,
    createdAt: row.createdAt.toISOString(),
    answeredAt: iso(row.answeredAt),
    publishedAt: iso(row.publishedAt),
    actions: staffQuestionActions(row.status),
  };
}

function ownerView(row: q.QuestionRow): OwnerQuestion {
  return {
    id: row.id,
    question: row.question,
    status: row.status,
    answer: row.answer,
    askedAt: row.createdAt.toISOString(),
    actions: ownerQuestionActions(row.status),
  };
}

/**
 * A signed-in user with a verified identity asks about the vehicle of an open auction or listing.
 * The identity is checked before the rate limit so a refused user does not use up their questions.
 */
export async function askQuestion(
  uid: string,
  input: AskQuestionInput,
): Promise<{ id: number; status: QuestionStatus }> {
  const db = getDb();
  // A suspended account publishes nothing (PRODUCT §3.6), verified or not.
  await refuseSuspended(db, uid, "ask");
  await refuseUnverifiedIdentity(db, uid, "ask");
  const target = await q.target(db, input.kind, input.id);
  if (!target) throw new AppError("not_found", QUESTION_ERRORS.targetNotFound);
  if (!target.open) throw new AppError("conflict", QUESTION_ERRORS.closed);
  const limit = await consumeRateLimit(`question:${uid}`, QUESTION_RATE_LIMIT);
  if (!limit.allowed) throw new AppError("rate_limited", QUESTION_ERRORS.rateLimited);
  const row = await q.insert(db, { vehicleId: target.vehicleId, askerUid: uid, question: input.question });
  return { id: row.id, status: row.status };
}

/** The published questions of an auction's or listing's vehicle, for its page (server-rendered). */
export async function publishedQuestions(kind: QuestionTargetKind, id: number): Promise<PublicQuestion[]> {
  const db = getDb();
  const target = await q.target(db, kind, id);
  if (!target) return [];
  return (await q.published(db, target.vehicleId)).map(publicView);
}

/** What an auction or Hemen Al page shows: the published questions and whether its form takes new ones. */
export async function questionsForPage(
  kind: QuestionTargetKind,
  id: number,
): Promise<{ items: PublicQuestion[]; canAsk: boolean }> {
  const db = getDb();
  const target = await q.target(db, kind, id);
  if (!target) return { items: [], canAsk: false };
  return { items: (await q.published(db, target.vehicleId)).map(publicView), canAsk: target.open };
}

export async function listManagedQuestions(query: {
  status?: QuestionStatus;
  page: number;
  pageSize: number;
}): Promise<ManagedQuestionPage> {
  const db = getDb();
  const [{ rows, total }, counts] = await Promise.all([q.page(db, query), q.countsByStatus(db)]);
  const links = new Map<number, string | null>();
  for (const vehicleId of new Set(rows.map((r) => r.vehicleId)))
    links.set(vehicleId, await q.latestPageOf(db, vehicleId));
  return {
    items: rows.map((r) => managedView(r, links.get(r.vehicleId) ?? null)),
    total,
    page: query.page,
    pageSize: query.pageSize,
    counts,
  };
}

async function managedOne(tx: Tx, id: number): Promise<{ question: ManagedQuestion }> {
  const row = await q.managedById(tx, id);
  if (!row) throw new AppError("not_found", QUESTION_ERRORS.notFound);
  return { question: managedView(row, await q.latestPageOf(tx, row.vehicleId)) };
}

/**
 * Locks the question and refuses what its state does not allow (the server's `actions` are the rule)
 * and a staff member deciding on their own question.
 */
async function lockForStaff(
  tx: Tx,
  staff: StaffMember,
  id: number,
  action: "approve" | "reject" | "answer" | "publish",
): Promise<q.QuestionRow> {
  const row = await q.byId(tx, id, { forUpdate: true });
  if (!row) throw new AppError("not_found", QUESTION_ERRORS.notFound);
  if (row.askerUid === staff.uid) throw new AppError("own_record", QUESTION_ERRORS.ownAsked);
  if (!staffQuestionActions(row.status).includes(action)) throw new AppError("conflict", QUESTION_ERRORS.wrongState);
  return row;
}

/** The asker and every follower of the vehicle (each once) hear that the question is now on the page. */
async function notifyPublished(tx: Tx, row: q.QuestionRow): Promise<void> {
  const [title, link, followers] = await Promise.all([
    vehicleTitleOf(tx, row.vehicleId),
    q.latestPageOf(tx, row.vehicleId),
    q.followersOf(tx, row.vehicleId),
  ]);
  const ref = { questionId: row.id, title, link };
  await notifyMany(tx, [
    questionNotices.answered({ ...ref, uid: row.askerUid }),
    ...followers.filter((uid) => uid !== row.askerUid).map((uid) => questionNotices.followerAnswered({ ...ref, uid })),
  ]);
}

export async function approveQuestion(staff: StaffMember, id: number) {
  return getDb().transaction(async (tx) => {
    const before = await lockForStaff(tx, staff, id, "approve");
    const row = await q.update(tx, id, { status: "approved", moderatedBy: staff.uid });
    const [owners, title] = await Promise.all([q.ownersOf(tx, row.vehicleId), vehicleTitleOf(tx, row.vehicleId)]);
    await notifyMany(
      tx,
      owners.map((uid) => questionNotices.forOwner({ questionId: id, title, uid })),
    );
    await recordAudit(tx, {
      staffUid: staff.uid,
      action: "question.approve",
      targetType: "question",
      targetId: id,
      details: { from: before.status },
    });
    return managedOne(tx, id);
  });
}

export async function rejectQuestion(staff: StaffMember, id: number, reason: string) {
  return getDb().transaction(async (tx) => {
    const before = await lockForStaff(tx, staff, id, "reject");
    const row = await q.update(tx, id, { status: "rejected", rejectReason: reason, moderatedBy: staff.uid });
    await recordAudit(tx, {
      staffUid: staff.uid,
      action: "question.reject",
      targetType: "question",
      targetId: id,
      details: { from: before.status, reason },
    });
    const [title, link] = await Promise.all([vehicleTitleOf(tx, row.vehicleId), q.latestPageOf(tx, row.vehicleId)]);
    await notifyMany(tx, [questionNotices.rejected({ questionId: id, title, link, uid: row.askerUid, reason })]);
    return managedOne(tx, id);
  });
}

/** Staff answer; their answer is published at once (staff are the moderators), replacing an owner's pending one. */
export async function answerQuestion(staff: StaffMember, id: number, answer: string) {
  return getDb().transaction(async (tx) => {
    const before = await lockForStaff(tx, staff, id, "answer");
    const now = new Date();
    const row = await q.update(tx, id, {
      status: "published",
      answer,
      answeredBy: "staff",
      answererUid: staff.uid,
      answeredAt: now,
      publishedAt: now,
      moderatedBy: staff.uid,
    });
    await recordAudit(tx, {
      staffUid: staff.uid,
      action: "question.answer",
      targetType: "question",
      targetId: id,
      details: { from: before.status, replacedOwnerAnswer: before.status === "answer_pending" },
    });
    await notifyPublished(tx, row);
    return managedOne(tx, id);
  });
}

/** Staff publish an owner's answer as it stands. */
export async function publishOwnerAnswer(staff: StaffMember, id: number) {
  return getDb().transaction(async (tx) => {
    await lockForStaff(tx, staff, id, "publish");
    const row = await q.update(tx, id, { status: "published", publishedAt: new Date(), moderatedBy: staff.uid });
    await recordAudit(tx, { staffUid: staff.uid, action: "question.publish", targetType: "question", targetId: id });
    await notifyPublished(tx, row);
    return managedOne(tx, id);
  });
}

/** The questions about the vehicle the user's listed sell request put on sale; 404 for anyone else's request. */
export async function ownerQuestions(uid: string, sellRequestId: number): Promise<{ items: OwnerQuestion[] }> {
  const db = getDb();
  const vehicleId = await q.listedVehicleOf(db, uid, sellRequestId);
  if (vehicleId === null) throw new AppError("not_found", QUESTION_ERRORS.notFound);
  return { items: (await q.forOwner(db, vehicleId)).map(ownerView) };
}

/**
 * The owner of a consigned vehicle answers an approved question. The answer waits for staff: the
 * owner is the party with most to gain from a deal off the platform, so a phone number or an IBAN in
 * an answer must not reach the page unseen.
 */
export async function answerAsOwner(uid: string, id: number, answer: string): Promise<{ question: OwnerQuestion }> {
  return getDb().transaction(async (tx) => {
    const row = await q.byId(tx, id, { forUpdate: true });
    if (!row) throw new AppError("not_found", QUESTION_ERRORS.notFound);
    if (!(await q.ownersOf(tx, row.vehicleId)).includes(uid)) throw new AppError("forbidden", QUESTION_ERRORS.notOwner);
    await refuseSuspended(tx, uid, "answer");
    if (!ownerQuestionActions(row.status).includes("answer"))
      throw new AppError("conflict", QUESTION_ERRORS.wrongState);
    const updated = await q.update(tx, id, {
      status: "answer_pending",
      answer,
      answeredBy: "owner",
      answererUid: uid,
      answeredAt: new Date(),
    });
    return { question: ownerView(updated) };
  });
}

/**
 * KVKK account deletion, the questions' part (lib/server/kvkk/anonymisers.ts): a question still waiting
 * or rejected goes; a published one stays on its vehicle's page, where the anonymised account names no one.
 */
export const deleteUnpublishedQuestionsOf = (tx: Tx, uid: string): Promise<void> => q.deleteUnpublishedOf(tx, uid);
