import { describe, expect, it } from "vitest";
import {
  identityCheckDigits,
  identityFormProblems,
  identityKindOf,
  identityNumberProblem,
  maskIdentityNumber,
  registryName,
} from "@/lib/identity/rules";
import { identityVerifySchema } from "@/lib/identity/schemas";
import { DEMO_IDENTITIES } from "@/lib/server/db/seed/demoIdentities";
import { itMaps } from "@/tests/unit/helpers/cases";

describe("T.C. Kimlik No check digits", () => {
  itMaps("%s → %s", identityNumberProblem, [
    ["10000000146", null],
    ["12345678950", null],
    ["28461937550", null],
    ["99123456740", null], // a foreigner's number (YKN) follows the same rule
    ["12345678951", "checkDigits"], // eleventh digit off by one
    ["12345678940", "checkDigits"], // tenth digit off by one
    ["10000000147", "checkDigits"],
    ["01234567890", "leadingZero"],
    ["1234567895", "length"],
    ["123456789501", "length"],
    ["1234567895a", "digits"],
    ["123 4567895", "digits"],
    ["", "required"],
  ]);

  it("computes digit 10 as (7 × odd positions − even positions) mod 10, never negative", () => {
    // 1+3+5+7+9 = 25, ×7 = 175; 2+4+6+8 = 20; 155 mod 10 = 5; (45 + 5) mod 10 = 0.
    expect(identityCheckDigits("123456789")).toEqual([5, 0]);
    // odd 0, even 9+9+9+9 = 36: 7×0 − 36 = −36, which is 4 mod 10 (not −6).
    expect(identityCheckDigits("090909090")).toEqual([4, 0]);
  });

  it("every demo identity the local registry knows has valid check digits", () => {
    for (const person of DEMO_IDENTITIES) expect(identityNumberProblem(person.number)).toBeNull();
  });
});

describe("identity helpers", () => {
  it("masks all but the first two and last two digits", () => {
    expect(maskIdentityNumber("12345678950")).toBe("12*******50");
  });

  it("routes 99… numbers to the foreigners' service", () => {
    expect(identityKindOf("99123456740")).toBe("ykn");
    expect(identityKindOf("12345678950")).toBe("tckn");
  });

  it("spells names in Turkish capitals for the registry", () => {
    expect(registryName("  ayşe  ilkin ")).toBe("AYŞE İLKİN");
    expect(registryName("ırmak")).toBe("IRMAK");
  });
});

describe("the verification form's checks", () => {
  const base = {
    number: "12345678950",
    firstName: "Ayşe",
    lastName: "Demir",
    birthYear: "1990",
    birthMonth: "",
    birthDay: "",
  };

  it("accepts a citizen without day and month", () => {
    expect(identityFormProblems(base, 2026)).toEqual({});
  });

  it("names each wrong field in Turkish", () => {
    expect(
      identityFormProblems(
        { ...base, number: "12345678951", firstName: " ", lastName: "D3mir", birthYear: "2030" },
        2026,
      ),
    ).toEqual({
      number: "Kimlik numarası geçerli değil; lütfen numarayı kontrol edin.",
      firstName: "Ad zorunludur.",
      lastName: "Yalnızca harf girin.",
      birthYear: "Doğum yılını 1900 ile 2026 arasında dört haneli girin.",
    });
  });

  it("asks a foreigner for the day and month", () => {
    expect(identityFormProblems({ ...base, number: "99123456740" }, 2026)).toEqual({
      birthMonth: "Doğum ayını 1 ile 12 arasında girin.",
      birthDay: "Doğum gününü 1 ile 31 arasında girin.",
    });
  });

  it("the API schema answers the same messages and a clean input", () => {
    const bad = identityVerifySchema.safeParse({ ...base, number: "12345678951" });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]).toMatchObject({
      path: ["number"],
      message: "Kimlik numarası geçerli değil; lütfen numarayı kontrol edin.",
    });
    expect(identityVerifySchema.parse({ ...base, number: "123 456 789 50", birthYear: 1990 })).toEqual({
      number: "12345678950",
      firstName: "Ayşe",
      lastName: "Demir",
      birthYear: 1990,
    });
  });
});
