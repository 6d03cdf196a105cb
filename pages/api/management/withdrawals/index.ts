import { z } from "zod";
import { listEndpoint, route } from "@/lib/server/api";
import { listWithdrawals } from "@/lib/server/withdrawals/service";
import { searchText } from "@/lib/server/schemas";
import { AWAITING_SECOND_APPROVAL } from "@/lib/deposits/rules";

// The route wrapper reads and validates the JSON body itself (Turkish errors for malformed JSON).
export const config = { api: { bodyParser: false } };

const status = z
  .enum(["pending", AWAITING_SECOND_APPROVAL, "paid", "rejected", "cancelled"], { error: "Geçersiz durum filtresi." })
  .optional();

export default route({
  GET: listEndpoint({ staff: "provision:approve" }, { status, q: searchText }, ({ staff, query }) =>
    listWithdrawals(staff, query),
  ),
});
