import { z } from "zod";
import { recordEndpoint, route } from "@/lib/server/api";
import { buyListing } from "@/lib/server/buyNow/service";

// The route wrapper reads and validates the JSON body itself (Turkish errors for malformed JSON).
export const config = { api: { bodyParser: false } };

// The price the buyer confirmed: a purchase never goes through at a price they did not see.
export default route({
  POST: recordEndpoint("user", ({ user, id, body }) => buyListing(id, user.uid, body.price), {
    verifiedEmail: "buy",
    body: z.object({
      price: z
        .number({ error: "Onayladığınız fiyat bir sayı olmalıdır." })
        .int("Onayladığınız fiyat tam TL olmalıdır.")
        .positive("Onayladığınız fiyat geçersiz.")
        .optional(),
    }),
    status: 201,
  }),
});
