import { recordAction } from "@/lib/server/api";
import { AppError } from "@/lib/server/errors";
import { ORDER_ERRORS } from "@/lib/orders/labels";
import { MAX_CONTRACT_BYTES, transferOrder } from "@/lib/server/orders/service";
import { readBodyLimited } from "@/lib/server/requestBody";

// The body is the signed contract's PDF bytes; Next must not parse it.
export const config = { api: { bodyParser: false } };

/**
 * POST with the signed sales contract (application/pdf, at most 10 MB) as the body: the title was
 * transferred at the noter (PRODUCT §7.2); the vehicle leaves stock.
 */
export default recordAction({ staff: "orders:write" }, async ({ staff, id, req }) => {
  const pdf = await readBodyLimited(
    req,
    MAX_CONTRACT_BYTES,
    () => new AppError("payload_too_large", ORDER_ERRORS.contractTooLarge(MAX_CONTRACT_BYTES / 1024 / 1024)),
  );
  return transferOrder(staff, id, pdf);
});
