import { toast } from "@/lib/browser/toast";
import { errorMessage, handleError } from "@/lib/errors";

vi.mock("@/lib/browser/toast", () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

const response = (status: number, data: unknown) => ({ status, data });

describe("errorMessage: PRODUCT §12.3 priority, one case per branch", () => {
  it.each([
    [
      "1. HTTP 404 → Servis bulunamadı, before everything else",
      { ...response(404, { error: "x" }), errMsg: "y" },
      undefined,
      "Servis bulunamadı",
    ],
    ["1. 404 also from an AxiosError-shaped error", { response: response(404, {}) }, undefined, "Servis bulunamadı"],
    [
      "2. errMsg before data.error",
      { errMsg: "Özel mesaj", ...response(400, { error: "E" }) },
      undefined,
      "Özel mesaj",
    ],
    [
      "3. data.error before data.detail",
      response(409, { error: "Bu ihale sona erdi.", detail: "D" }),
      undefined,
      "Bu ihale sona erdi.",
    ],
    ["3. data.error inside an AxiosError", { response: response(422, { error: "Geçersiz" }) }, undefined, "Geçersiz"],
    ["4. data.detail when a string", response(400, { detail: "Detay metni", message: "M" }), undefined, "Detay metni"],
    ["5. a plain string error", "Düz hata", undefined, "Düz hata"],
    [
      "6. data.detail.message",
      response(400, { detail: { message: "İç mesaj", msg: "m" }, message: "M" }),
      undefined,
      "İç mesaj",
    ],
    ["6. data.detail.msg", response(400, { detail: { msg: "İç msg" }, message: "M" }), undefined, "İç msg"],
    ["7. data.message", response(400, { message: "Mesaj", msg: "m" }), "fallback", "Mesaj"],
    ["7. data.msg", response(400, { msg: "Kısa mesaj" }), "fallback", "Kısa mesaj"],
    ["8. caller fallback", response(500, {}), "Kayıt yapılamadı.", "Kayıt yapılamadı."],
    ["9. default text", response(500, {}), undefined, "Bir hata oluştu. Lütfen tekrar deneyin."],
    [
      "9. default for a network error without response",
      new Error("Network Error"),
      undefined,
      "Bir hata oluştu. Lütfen tekrar deneyin.",
    ],
    ["9. default for null", null, undefined, "Bir hata oluştu. Lütfen tekrar deneyin."],
  ])("%s", (_name, error, fallback, expected) => {
    expect(errorMessage(error, fallback)).toBe(expected);
  });

  it("ignores non-string and blank fields and moves on to the next rule", () => {
    expect(errorMessage(response(400, { error: { nested: true }, detail: "   ", message: "Sonraki" }))).toBe("Sonraki");
  });
});

describe("handleError", () => {
  beforeEach(() => vi.mocked(toast.error).mockClear());

  it("shows the message as an error toast and returns it", () => {
    expect(handleError(response(409, { error: "Çakışma" }))).toBe("Çakışma");
    expect(toast.error).toHaveBeenCalledWith("Çakışma");
  });

  it("uses the caller's fallback", () => {
    handleError({}, "Profil kaydedilemedi.");
    expect(toast.error).toHaveBeenCalledWith("Profil kaydedilemedi.");
  });

  it("does not toast a 401/403 the http client already announced", () => {
    const handled = response(401, { error: "Oturum açmanız gerekiyor." });
    Object.defineProperty(handled, "authHandled", { value: true });
    expect(handleError(handled)).toBe("Oturum açmanız gerekiyor.");
    expect(toast.error).not.toHaveBeenCalled();
  });
});
