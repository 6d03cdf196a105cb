import { authErrorMessage, safeReturnUrl } from "@/lib/accounts/labels";
import { itMaps } from "@/tests/unit/helpers/cases";

describe("authErrorMessage", () => {
  itMaps("%s → %s", (code) => authErrorMessage({ code }), [
    ["auth/invalid-credential", "E-posta adresi veya şifre hatalı."],
    ["auth/wrong-password", "E-posta adresi veya şifre hatalı."],
    ["auth/user-not-found", "E-posta adresi veya şifre hatalı."],
    ["auth/too-many-requests", "Çok fazla başarısız deneme yapıldı. Lütfen bir süre sonra tekrar deneyin."],
    ["auth/email-already-in-use", "Bu e-posta adresiyle zaten bir hesap var. Giriş yapmayı deneyin."],
    ["auth/weak-password", "Şifre en az 6 karakter olmalıdır."],
  ]);

  it("says the same for an unknown e-mail and a wrong password, so sign-in reveals no registered address", () => {
    const messages = new Set(
      ["auth/user-not-found", "auth/wrong-password", "auth/invalid-credential", "auth/invalid-login-credentials"].map(
        (code) => authErrorMessage({ code }),
      ),
    );
    expect(messages.size).toBe(1);
  });

  it("falls back for unknown codes and non-errors", () => {
    expect(authErrorMessage({ code: "auth/unknown" })).toBe("Giriş yapılamadı. Lütfen tekrar deneyin.");
    expect(authErrorMessage(null, "Kayıt olunamadı.")).toBe("Kayıt olunamadı.");
  });
});

describe("safeReturnUrl", () => {
  itMaps("%j → %s", safeReturnUrl, [
    ["/profil", "/profil"],
    ["/ihaleler/12?sekme=teklifler#x", "/ihaleler/12?sekme=teklifler#x"],
    [["/nakliye", "/x"], "/nakliye"],
    ["//evil.example/path", "/"],
    ["/\\evil.example", "/"],
    ["https://evil.example", "/"],
    ["javascript:alert(1)", "/"],
    ["profil", "/"],
    ["", "/"],
    [undefined, "/"],
    ["/a\nb", "/"],
    // Dot segments and backslashes collapse into a protocol-relative "//host" only after resolution.
    ["/.//evil.example", "/"],
    ["/..//evil.example/x", "/"],
    ["/a/..\\..\\/evil.example", "/"],
    ["/%2e%2e//evil.example", "/"],
    ["/./\\evil.example", "/"],
  ]);
});
