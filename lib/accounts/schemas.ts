import { z } from "zod";
import { MAX_PASSWORD, MIN_PASSWORD } from "./rules";
import { profileFields } from "../validation";

export { MIN_PASSWORD };

/** Client-side rules of the sign-in and sign-up forms, with Turkish messages per field. */
export const emailSchema = z
  .string()
  .trim()
  .min(1, "E-posta adresi zorunludur.")
  .email("Geçerli bir e-posta adresi girin (ör. ad@ornek.com).");

/** The profile part of sign-up (same rules as the server's profileCreateSchema). */
export const profileFormSchema = z.object({
  ...profileFields,
  kvkkConsent: z.literal(true, { error: "KVKK aydınlatma metnini onaylamanız gerekiyor." }),
  membershipConsent: z.literal(true, { error: "Üyelik sözleşmesini kabul etmeniz gerekiyor." }),
});

export const accountFormSchema = z
  .object({
    email: emailSchema,
    password: z.string().min(MIN_PASSWORD, `Şifre en az ${MIN_PASSWORD} karakter olmalıdır.`).max(MAX_PASSWORD, `Şifre en fazla ${MAX_PASSWORD} karakter olabilir.`),
    passwordConfirm: z.string().min(1, "Şifrenizi tekrar girin."),
  })
  .refine((v) => v.password === v.passwordConfirm, { path: ["passwordConfirm"], message: "Şifreler birbiriyle eşleşmiyor." });
