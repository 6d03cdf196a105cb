import { describe, expect, it } from "vitest";
import { emailUnverifiedMessage } from "@/lib/accounts/labels";
import { needsEmailVerification, VERIFIED_EMAIL_ACTIONS } from "@/lib/accounts/rules";

describe("needsEmailVerification", () => {
  it("holds back bids, purchases, withdrawals and sell requests until the e-mail is verified", () => {
    expect(VERIFIED_EMAIL_ACTIONS).toEqual(["bid", "buy", "withdrawal", "sell"]);
    for (const action of VERIFIED_EMAIL_ACTIONS) {
      expect(needsEmailVerification({ emailVerified: false }, action)).toBe(true);
      expect(needsEmailVerification({ emailVerified: true }, action)).toBe(false);
    }
  });
});

describe("emailUnverifiedMessage", () => {
  it.each([
    ["bid", "Teklif verebilmek için e-posta adresinizi doğrulamanız gerekir."],
    ["buy", "Hemen Al ile satın alabilmek için e-posta adresinizi doğrulamanız gerekir."],
    ["withdrawal", "Provizyon çekim talebi oluşturabilmek için e-posta adresinizi doğrulamanız gerekir."],
    ["sell", "Borsa'da Sat talebi oluşturabilmek için e-posta adresinizi doğrulamanız gerekir."],
  ] as const)("%s names the action and the way out", (action, start) => {
    const message = emailUnverifiedMessage(action);
    expect(message.startsWith(start)).toBe(true);
    expect(message).toContain("doğrulama e-postasını yeniden gönderebilirsiniz");
  });
});
