import { z } from "zod";
import { method, route } from "@/lib/server/api";
import { idParam } from "@/lib/server/schemas";
import { follow, unfollow } from "@/lib/server/watchlist/service";

// The route wrapper reads and validates the JSON body itself (Turkish errors for malformed JSON).
export const config = { api: { bodyParser: false } };

const target = idParam.extend({
  kind: z.enum(["auction", "listing"], { error: "Takip türü geçersiz (auction veya listing)." }),
});

export default route({
  PUT: method({ auth: "user", query: target, handle: ({ user, query }) => follow(user.uid, query.kind, query.id) }),
  DELETE: method({
    auth: "user",
    query: target,
    handle: ({ user, query }) => unfollow(user.uid, query.kind, query.id),
  }),
});
