// @vitest-environment jsdom
import { focusFirstError } from "@/lib/formErrors";
import { emailError, isWrongPassword, validateNewPassword } from "@/lib/accounts/rules";
import { itMaps } from "@/tests/unit/helpers/cases";

describe("validateNewPassword (reset and change screens)", () => {
  itMaps(
    "%j → %j",
    validateNewPassword,
    [
      [
        { password: "", passwordConfirm: "" },
        { password: "Şifre en az 6 karakter olmalıdır.", passwordConfirm: "Şifrenizi tekrar girin." },
      ],
      [{ password: "abc", passwordConfirm: "abc" }, { password: "Şifre en az 6 karakter olmalıdır." }],
      [
        { password: "x".repeat(129), passwordConfirm: "x".repeat(129) },
        { password: "Şifre en fazla 128 karakter olabilir." },
      ],
      [{ password: "Sifre123", passwordConfirm: "Sifre124" }, { passwordConfirm: "Şifreler birbiriyle eşleşmiyor." }],
      [{ password: "Sifre123", passwordConfirm: "Sifre123" }, {}],
    ],
    "toEqual",
  );

  it("checks e-mails like the sign-in form", () => {
    expect(emailError("")).toBe("E-posta adresi zorunludur.");
    expect(emailError("ad@ornek")).toMatch(/^Geçerli bir e-posta adresi girin/);
    expect(emailError("ad@ornek.com")).toBeUndefined();
  });
});

describe("isWrongPassword (password change, e-mail change and the withdrawal step-up)", () => {
  itMaps("%s → %s", (code) => isWrongPassword({ code }), [
    ["auth/invalid-credential", true],
    ["auth/invalid-login-credentials", true],
    ["auth/wrong-password", true],
    ["auth/user-mismatch", true],
    ["auth/user-not-found", true],
    ["auth/too-many-requests", false],
    ["auth/network-request-failed", false],
  ]);

  it("is false for an error without a code", () => {
    expect(isWrongPassword(new Error("offline"))).toBe(false);
    expect(isWrongPassword(null)).toBe(false);
  });
});

describe("focusFirstError", () => {
  it("focuses the first field with a message in screen order, whatever order the messages came in", () => {
    document.body.innerHTML = `<form>
      <input name="username" type="hidden" />
      <input name="name" /><input name="lastName" /><select name="city"></select>
      <input name="email" /><input type="checkbox" name="kvkkConsent" />
    </form>`;
    const form = document.querySelector("form")!;
    focusFirstError(form, { email: "x", city: "y", kvkkConsent: "z" });
    expect(document.activeElement).toBe(form.querySelector("[name=city]"));
    focusFirstError(form, { kvkkConsent: "z", email: "x", name: "y" });
    expect(document.activeElement).toBe(form.querySelector("[name=name]"));
  });
});
