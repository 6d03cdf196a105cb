import { method, route } from "@/lib/server/api";

// The route wrapper reads and validates the JSON body itself (Turkish errors for malformed JSON).
export const config = { api: { bodyParser: false } };

export default route({
  GET: method({
    auth: { staff: "any" },
    handle: ({ staff }) => ({
      uid: staff.uid,
      email: staff.email,
      displayName: staff.displayName,
      isSuper: staff.isSuper,
      roles: staff.roles,
    }),
  }),
});
