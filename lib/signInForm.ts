import type { FieldErrors } from "./formErrors";

// Kept free of zod on purpose: the sign-in screens stay ~35 KB (gzip) lighter without it.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

/** Field messages for the sign-in forms (user and staff); empty when the input may be sent. */
export function validateSignIn(input: { email: string; password: string }): { errors: FieldErrors; email: string } {
  const errors: FieldErrors = {};
  const email = input.email.trim();
  if (!email) errors.email = "E-posta adresi zorunludur.";
  else if (!EMAIL.test(email)) errors.email = "Geçerli bir e-posta adresi girin (ör. ad@ornek.com).";
  if (!input.password) errors.password = "Şifre zorunludur.";
  return { errors, email };
}
