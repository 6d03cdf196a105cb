import type { Tx } from "../db";
import { markBlockCaptured, markBlockReleased, type BlockRow } from "../auctions/queries";
import { applyLedgerMove } from "./ledger";

type BlockRef = Pick<BlockRow, "id" | "uid" | "amount" | "auctionId"> & { listingId?: number | null };

/** What a block's ledger rows point at: a block belongs to exactly one auction or one listing (deposit_blocks_one_source). */
const ledgerRef = (block: BlockRef) => (block.auctionId !== null ? { refType: "auction", refId: block.auctionId } : { refType: "listing", refId: block.listingId! });

/**
 * Releases one deposit block (auction or buy-now): the block row and its ledger row change together, so a
 * user's `blocked` stays equal to the sum of their active blocks. Answers whether the block was still
 * active (false: nothing was written).
 */
export async function releaseBlock(tx: Tx, block: BlockRef, note: string): Promise<boolean> {
  if (!(await markBlockReleased(tx, block.id))) return false;
  const released = await applyLedgerMove(tx, { uid: block.uid, kind: "release", amount: block.amount, ...ledgerRef(block), note });
  // An active block always has its amount inside `blocked`; failing here means the books disagree.
  if (!released) throw new Error(`deposit block ${block.id} could not be released: blocked balance below the block`);
  return true;
}

/**
 * Collects one deposit block as a cayma bedeli: the block stops being active and the ledger records a
 * capture (total and blocked both fall by its amount), together, so `blocked` keeps equalling the
 * sum of active blocks. Answers whether the block was still active (false: nothing was written).
 */
export async function captureBlock(tx: Tx, block: BlockRef, note: string): Promise<boolean> {
  if (!(await markBlockCaptured(tx, block.id))) return false;
  const captured = await applyLedgerMove(tx, { uid: block.uid, kind: "capture", amount: block.amount, ...ledgerRef(block), note });
  if (!captured) throw new Error(`deposit block ${block.id} could not be captured: blocked balance below the block`);
  return true;
}
