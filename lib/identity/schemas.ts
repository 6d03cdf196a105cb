import { z } from "zod";
import {
  identityFormProblems,
  identityKindOf,
  normalizeIdentityNumber,
  type IdentityField,
} from "@/lib/identity/rules";
import type { IdentityInput } from "@/lib/identity/types";

const field = z.union([z.string(), z.number()]).transform(String).optional();

/**
 * POST /api/me/identity. The same checks as the /profil form (lib/identity/rules.ts), so the API
 * answers the form's Turkish message under the same field; a wrong check digit never reaches the registry.
 */
export const identityVerifySchema = z
  .object({
    number: field,
    firstName: field,
    lastName: field,
    birthYear: field,
    birthMonth: field,
    birthDay: field,
  })
  .transform((body, ctx): IdentityInput => {
    const values = {
      number: body.number ?? "",
      firstName: body.firstName ?? "",
      lastName: body.lastName ?? "",
      birthYear: body.birthYear ?? "",
      birthMonth: body.birthMonth ?? "",
      birthDay: body.birthDay ?? "",
    };
    const problems = identityFormProblems(values, new Date().getFullYear());
    for (const [key, message] of Object.entries(problems) as Array<[IdentityField, string]>)
      ctx.addIssue({ code: "custom", path: [key], message });
    if (Object.keys(problems).length > 0) return z.NEVER;
    const number = normalizeIdentityNumber(values.number);
    const foreign = identityKindOf(number) === "ykn";
    return {
      number,
      firstName: values.firstName.trim().replace(/\s+/g, " "),
      lastName: values.lastName.trim().replace(/\s+/g, " "),
      birthYear: Number(values.birthYear),
      ...(foreign ? { birthMonth: Number(values.birthMonth), birthDay: Number(values.birthDay) } : {}),
    };
  });
