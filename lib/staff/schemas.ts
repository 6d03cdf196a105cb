import { z } from "zod";
import { PERMISSIONS } from "@/lib/staff/rules";
import { STAFF_FIELD_ERRORS } from "@/lib/staff/labels";

const roles = z
  .array(z.enum(PERMISSIONS, { error: STAFF_FIELD_ERRORS.unknownPermission }), { error: STAFF_FIELD_ERRORS.roles })
  .max(PERMISSIONS.length, STAFF_FIELD_ERRORS.rolesMax)
  .transform((list) => [...new Set(list)].sort());

export const staffRightsBody = z.object({
  isSuper: z.boolean({ error: STAFF_FIELD_ERRORS.isSuper }).default(false),
  roles: roles.default([]),
});

export const staffAddBody = staffRightsBody.extend({
  email: z.email({ error: STAFF_FIELD_ERRORS.email }).trim().toLowerCase().max(254, STAFF_FIELD_ERRORS.emailMax),
});
