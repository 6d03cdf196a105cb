import { authErrorMessage, safeReturnUrl } from "@/lib/authErrors";

describe("authErrorMessage", () => {
  it.each([
    ["auth/invalid-credential", "E-posta adresi veya şifre hatalı."],
    ["auth/wrong-password", "Şifre hatalı. Lütfen tekrar deneyin."],
    ["auth/user-not-found", "Bu e-posta adresiyle kayıtlı bir hesap bulunamadı."],
    ["auth/too-many-requests", "Çok fazla başarısız deneme yapıldı. Lütfen bir süre sonra tekrar deneyin."],
    ["auth/email-already-in-use", "Bu e-posta adresiyle zaten bir hesap var. Giriş yapmayı deneyin."],
    ["auth/weak-password", "Şifre en az 6 karakter olmalıdır."],
  ])("%s → %s", (code, message) => {
    expect(authErrorMessage({ code })).toBe(message);
  });

  it("falls back for unknown codes and non-errors", () => {
    expect(authErrorMessage({ code: "auth/unknown" })).toBe("Giriş yapılamadı. Lütfen tekrar deneyin.");
    expect(authErrorMessage(null, "Kayıt olunamadı.")).toBe("Kayıt olunamadı.");
  });
});

describe("safeReturnUrl", () => {
  it.each([
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
  ])("%j → %s", (input, expected) => {
    expect(safeReturnUrl(input)).toBe(expected);
  });
});
