/**
 * Saved searches: a user keeps up to SAVED_SEARCH_LIMIT named filter sets of /ihaleler or /hemenal;
 * a newly published auction or listing that matches one notifies its owner once (matchNewAuction).
 */
import { SAVED_SEARCH_LABELS as t, SAVED_SEARCH_MATCH_LABELS } from "@/lib/savedSearches/labels";
import { inListOrder, savedSearchHref } from "@/lib/savedSearches/href";
import { POSITION_KEYS, SAVED_SEARCH_LIMIT, type SavedSearchKind } from "@/lib/savedSearches/rules";
import { filterSchemaFor } from "@/lib/savedSearches/schemas";
import type { SavedSearch } from "@/lib/savedSearches/types";
import { lockSubmitter } from "@/lib/server/accounts/service";
import { getDb, type Tx } from "@/lib/server/db";
import { notifyMany } from "@/lib/server/notifications/outbox";
import { AppError } from "@/lib/server/errors";
import * as q from "@/lib/server/savedSearches/queries";

function toView(row: q.SavedSearchRow): SavedSearch {
  return {
    id: row.id,
    kind: row.kind,
    name: row.name,
    filters: inListOrder(row.kind, row.filters),
    href: savedSearchHref(row.kind, row.filters),
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * The filters as the list page's own rules accept them, with the defaults left out (they say
 * nothing); anything the list would refuse is a Turkish 400 naming the field, and nothing is stored.
 */
export function checkFilters(
  kind: SavedSearchKind,
  raw: Record<string, string | number>,
): Record<string, string | number> {
  // Where one was in the list (page, size) is not part of the search: a URL's query may be sent as is.
  const given = Object.fromEntries(
    Object.entries(raw).filter(([key]) => !(POSITION_KEYS as readonly string[]).includes(key)),
  );
  const parsed = filterSchemaFor(kind).safeParse(given);
  if (!parsed.success) {
    const fields: Record<string, string> = {};
    for (const issue of parsed.error.issues) {
      if (issue.code === "unrecognized_keys") for (const key of issue.keys) fields[key] ??= t.unknownFilter(key);
      else fields[String(issue.path[0] ?? "filters")] ??= issue.message;
    }
    throw new AppError("bad_request", `${t.filtersInvalid} ${Object.values(fields)[0] ?? ""}`.trim(), fields);
  }
  const defaults = filterSchemaFor(kind).parse({}) as Record<string, unknown>;
  const out: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(parsed.data as Record<string, string | number | undefined>)) {
    if (value === undefined || defaults[key] === value) continue;
    out[key] = value;
  }
  return out;
}

export async function listSavedSearches(uid: string): Promise<{ items: SavedSearch[] }> {
  return { items: (await q.listOf(uid)).map(toView) };
}

export async function createSavedSearch(
  uid: string,
  input: { kind: SavedSearchKind; name: string; filters: Record<string, string | number> },
): Promise<{ search: SavedSearch }> {
  const filters = checkFilters(input.kind, input.filters);
  return getDb().transaction(async (tx) => {
    // One user's saves queue here, so parallel requests cannot all see 49 and pass the limit together.
    await lockSubmitter(tx, "saved-search", uid);
    if ((await q.countOf(tx, uid)) >= SAVED_SEARCH_LIMIT) throw new AppError("conflict", t.limitReached);
    return { search: toView(await q.insert(tx, { userUid: uid, kind: input.kind, name: input.name, filters })) };
  });
}

export async function renameSavedSearch(uid: string, id: number, name: string): Promise<{ search: SavedSearch }> {
  const row = await q.rename(uid, id, name);
  if (!row) throw new AppError("not_found", t.notFound);
  return { search: toView(row) };
}

export async function deleteSavedSearch(uid: string, id: number): Promise<void> {
  if (!(await q.remove(uid, id))) throw new AppError("not_found", t.notFound);
}

// ---------------------------------------------------------------- matches of a new auction or listing

/**
 * Inside the transaction that publishes an auction or a Hemen Al listing: one notification per owner
 * of a matching saved search (the first of theirs by id names it), deduplicated per item and user, so
 * re-running the publication or matching twice notifies nobody twice. The filters are matched in SQL
 * by the list pages' rules (queries.ts). E-mail for this category is opt-in (notifications rules).
 */
export async function notifySavedSearchMatches(
  tx: Tx,
  kind: SavedSearchKind,
  itemId: number,
  title: string,
): Promise<number> {
  const matches = kind === "auction" ? await q.matchAuction(tx, itemId) : await q.matchListing(tx, itemId);
  const firstPerUser = new Map<string, { id: number; name: string }>();
  for (const m of [...matches].sort((a, b) => Number(a.id) - Number(b.id)))
    if (!firstPerUser.has(m.userUid)) firstPerUser.set(m.userUid, { id: Number(m.id), name: m.name });
  const link = kind === "auction" ? `/ihaleler/${itemId}` : `/hemenal/${itemId}`;
  const ids = await notifyMany(
    tx,
    [...firstPerUser].map(([userId, search]) => ({
      userId,
      kind: "saved_search_match" as const,
      title: SAVED_SEARCH_MATCH_LABELS.title(search.name),
      body: SAVED_SEARCH_MATCH_LABELS.body(kind, title),
      link,
      data: { savedSearchId: search.id, itemKind: kind, itemId },
      dedupeKey: `saved_search_match:${kind}:${itemId}:${userId}`,
    })),
  );
  return ids.length;
}

/** KVKK account deletion, saved searches' part (lib/server/kvkk/anonymisers.ts). */
export const deleteSavedSearchesOf = (tx: Tx, uid: string): Promise<void> => q.deleteSavedSearchesOf(tx, uid);
