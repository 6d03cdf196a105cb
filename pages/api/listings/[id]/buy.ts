import { z } from "zod";
import { method, route } from "@/lib/server/api";
import { buyListing } from "@/lib/server/buyNow/service";
import { idParam } from "@/lib/server/schemas";

// The route wrapper reads and validates the JSON body itself (Turkish errors for malformed JSON).
export const config = { api: { bodyParser: false } };

export default route({
  POST: method({
    auth: "user",
    verifiedEmail: "buy",
    query: idParam,
    // The price the buyer confirmed: a purchase never goes through at a price they did not see.
    body: z.object({
      price: z
        .number({ error: "Onayladığınız fiyat bir sayı olmalıdır." })
        .int("Onayladığınız fiyat tam TL olmalıdır.")
        .positive("Onayladığınız fiyat geçersiz.")
        .optional(),
    }),
    status: 201,
    handle: ({ user, query, body }) => buyListing(query.id, user.uid, body.price),
  }),
});
