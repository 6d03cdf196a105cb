import { accountFormSchema, profileFormSchema } from "@/lib/accounts/schemas";
import { validateSignIn } from "@/lib/accounts/rules";
import { serverFieldErrors, zodFieldErrors } from "@/lib/formErrors";
import { itMaps } from "@/tests/unit/helpers/cases";

const errorsOf = (schema: { safeParse: (v: unknown) => { success: boolean; error?: unknown } }, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? {} : zodFieldErrors(result.error as never);
};

describe("sign-in form", () => {
  itMaps(
    "%j → %j",
    (value) => validateSignIn(value).errors,
    [
      [
        { email: "", password: "" },
        { email: "E-posta adresi zorunludur.", password: "Şifre zorunludur." },
      ],
      [{ email: "abc", password: "x" }, { email: "Geçerli bir e-posta adresi girin (ör. ad@ornek.com)." }],
      [{ email: " a@b.tr ", password: "x" }, {}],
      [{ email: "a@b", password: "x" }, { email: "Geçerli bir e-posta adresi girin (ör. ad@ornek.com)." }],
    ],
    "toEqual",
  );

  it("trims the e-mail it returns", () => {
    expect(validateSignIn({ email: "  a@b.tr ", password: "x" }).email).toBe("a@b.tr");
  });
});

describe("sign-up account form", () => {
  itMaps(
    "%j → %j",
    (value) => errorsOf(accountFormSchema, value),
    [
      [
        { email: "a@b.tr", password: "12345", passwordConfirm: "12345" },
        { password: "Şifre en az 6 karakter olmalıdır." },
      ],
      [
        { email: "a@b.tr", password: "123456", passwordConfirm: "123457" },
        { passwordConfirm: "Şifreler birbiriyle eşleşmiyor." },
      ],
      [{ email: "a@b.tr", password: "123456", passwordConfirm: "" }, { passwordConfirm: "Şifrenizi tekrar girin." }],
      [{ email: "a@b.tr", password: "123456", passwordConfirm: "123456" }, {}],
    ],
    "toEqual",
  );
});

describe("sign-up profile form", () => {
  const valid = {
    name: "Ayşe",
    lastName: "Yılmaz",
    phone: "0532 123 45 67",
    city: "İzmir",
    kvkkConsent: true,
    membershipConsent: true,
    abroadConsent: true,
  };

  it("accepts a complete profile", () => {
    expect(errorsOf(profileFormSchema, valid)).toEqual({});
  });

  it("gives every missing field its own Turkish message", () => {
    const errors = errorsOf(profileFormSchema, {
      name: "",
      lastName: "",
      phone: "",
      city: "",
      kvkkConsent: false,
      membershipConsent: false,
      abroadConsent: false,
    });
    expect(errors).toEqual({
      name: "Ad en az 2 karakter olmalıdır.",
      lastName: "Soyad en az 2 karakter olmalıdır.",
      phone: "Telefon numarası zorunludur.",
      city: "Lütfen listeden bir il seçin.",
      kvkkConsent: "KVKK aydınlatma metnini onaylamanız gerekiyor.",
      membershipConsent: "Üyelik sözleşmesini kabul etmeniz gerekiyor.",
      abroadConsent: "Yurt dışına aktarım için açık rıza vermeniz gerekiyor.",
    });
  });

  it("rejects a landline-looking phone", () => {
    expect(errorsOf(profileFormSchema, { ...valid, phone: "0212 123 45 67" })).toEqual({
      phone: "Geçerli bir cep telefonu numarası girin (5XX XXX XX XX).",
    });
  });
});

describe("serverFieldErrors", () => {
  itMaps(
    "%j → %j",
    serverFieldErrors,
    [
      [{ status: 422, data: { error: "x", fields: { phone: "Geçersiz telefon" } } }, { phone: "Geçersiz telefon" }],
      [{ status: 422, data: { fields: { city: ["İl seçin", "ikinci"] } } }, { city: "İl seçin" }],
      [{ status: 409, data: { error: "x" } }, null],
      [null, null],
    ],
    "toEqual",
  );
});
