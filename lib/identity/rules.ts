import { IDENTITY_ERRORS } from "@/lib/identity/labels";
import type { IdentityKind } from "@/lib/identity/types";

/**
 * Pure rules of identity verification (PRODUCT §3.7): the T.C. Kimlik No check digits, which service
 * a number belongs to, the masked form staff see and the form's field checks. No zod here: the
 * /profil form runs these in the browser and lib/identity/schemas.ts builds on them for the API.
 */

export const IDENTITY_NUMBER_LENGTH = 11;
export const MIN_BIRTH_YEAR = 1900;
export const MAX_NAME_LENGTH = 50;

/**
 * The two official check digits of the first nine: digit 10 is (7 × the sum of positions 1, 3, 5, 7,
 * 9 − the sum of positions 2, 4, 6, 8) mod 10, digit 11 the sum of the first ten mod 10. Foreigners'
 * numbers (YKN, 99…) follow the same rule.
 */
export function identityCheckDigits(firstNine: string): [number, number] {
  const d = [...firstNine].map(Number);
  const odd = d[0] + d[2] + d[4] + d[6] + d[8];
  const even = d[1] + d[3] + d[5] + d[7];
  // JavaScript's % keeps the sign: (−3) % 10 is −3, the rule wants 7.
  const tenth = (((odd * 7 - even) % 10) + 10) % 10;
  const eleventh = (d.slice(0, 9).reduce((a, b) => a + b, 0) + tenth) % 10;
  return [tenth, eleventh];
}

export type IdentityNumberProblem = "required" | "length" | "digits" | "leadingZero" | "checkDigits";

/** Why `value` is not an identity number, or null. Checked before any call to the registry. */
export function identityNumberProblem(value: string): IdentityNumberProblem | null {
  if (value === "") return "required";
  if (!/^\d+$/.test(value)) return "digits";
  if (value.length !== IDENTITY_NUMBER_LENGTH) return "length";
  if (value[0] === "0") return "leadingZero";
  const [tenth, eleventh] = identityCheckDigits(value.slice(0, 9));
  return Number(value[9]) === tenth && Number(value[10]) === eleventh ? null : "checkDigits";
}

export const isValidIdentityNumber = (value: string): boolean => identityNumberProblem(value) === null;

/** Foreign residents' numbers (Yabancı Kimlik No) begin with 99 and are checked by their own service. */
export const identityKindOf = (number: string): IdentityKind => (number.startsWith("99") ? "ykn" : "tckn");

/** What staff and the owner see: the first two and last two digits, `12*******34`. */
export function maskIdentityNumber(number: string): string {
  return `${number.slice(0, 2)}${"*".repeat(Math.max(0, number.length - 4))}${number.slice(-2)}`;
}

/** Spaces people type between groups go; everything else is judged as typed. */
export const normalizeIdentityNumber = (value: string): string => value.replace(/\s+/g, "");

/** The registry compares names in Turkish capitals (i → İ, ı → I), single-spaced. */
export function registryName(value: string): string {
  return value.trim().replace(/\s+/g, " ").toLocaleUpperCase("tr-TR");
}

const NAME = /^[\p{L}' .-]+$/u;

export type IdentityFormValues = {
  number: string;
  firstName: string;
  lastName: string;
  birthYear: string;
  birthMonth: string;
  birthDay: string;
};

export type IdentityField = keyof IdentityFormValues;

const NUMBER_MESSAGES: Record<IdentityNumberProblem, string> = {
  required: IDENTITY_ERRORS.numberRequired,
  length: IDENTITY_ERRORS.numberLength,
  digits: IDENTITY_ERRORS.numberDigits,
  leadingZero: IDENTITY_ERRORS.numberLeadingZero,
  checkDigits: IDENTITY_ERRORS.numberCheckDigits,
};

function nameProblem(value: string, required: string): string | null {
  const name = value.trim();
  if (name === "") return required;
  if (name.length > MAX_NAME_LENGTH) return IDENTITY_ERRORS.nameLength;
  return NAME.test(name) ? null : IDENTITY_ERRORS.nameLetters;
}

function wholeIn(value: string, min: number, max: number): boolean {
  const n = Number(value.trim());
  return /^\d+$/.test(value.trim()) && n >= min && n <= max;
}

/**
 * The Turkish message of every field that is wrong, for the form and the API alike. `maxBirthYear`
 * is the current year (the caller's clock). Day and month count only for a foreigner's number,
 * whose service checks the whole birth date.
 */
export function identityFormProblems(
  values: IdentityFormValues,
  maxBirthYear: number,
): Partial<Record<IdentityField, string>> {
  const problems: Partial<Record<IdentityField, string>> = {};
  const number = normalizeIdentityNumber(values.number);
  const numberProblem = identityNumberProblem(number);
  if (numberProblem) problems.number = NUMBER_MESSAGES[numberProblem];
  const first = nameProblem(values.firstName, IDENTITY_ERRORS.firstNameRequired);
  if (first) problems.firstName = first;
  const last = nameProblem(values.lastName, IDENTITY_ERRORS.lastNameRequired);
  if (last) problems.lastName = last;
  if (!wholeIn(values.birthYear, MIN_BIRTH_YEAR, maxBirthYear))
    problems.birthYear = IDENTITY_ERRORS.birthYear(maxBirthYear);
  if (identityKindOf(number) === "ykn") {
    if (!wholeIn(values.birthMonth, 1, 12)) problems.birthMonth = IDENTITY_ERRORS.birthMonth;
    if (!wholeIn(values.birthDay, 1, 31)) problems.birthDay = IDENTITY_ERRORS.birthDay;
  }
  return problems;
}

/** The 403 code of an action refused for want of a verified identity (lib/server/errors.ts). */
export const IDENTITY_UNVERIFIED = "identity_unverified";
