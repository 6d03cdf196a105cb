import { recordEndpoint, route } from "@/lib/server/api";
import { orderContract } from "@/lib/server/orders/service";

export const config = { api: { bodyParser: false } };

/** GET: the order's signed sales contract (PDF), uploaded with the title transfer. */
export default route({
  GET: recordEndpoint({ staff: "orders:write" }, async ({ id, res }) => {
    const contract = await orderContract(id);
    res.setHeader("Content-Type", "application/pdf");
    res.setHeader("Content-Disposition", `attachment; filename="${contract.name}"`);
    res.setHeader("Cache-Control", "private, no-store");
    res.setHeader("Content-Length", contract.data.length);
    res.status(200).send(contract.data);
  }),
});
