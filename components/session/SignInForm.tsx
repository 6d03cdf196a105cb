import Link from "@/components/ui/Link";
import { Button } from "@/components/ui/Button";
import { FormAlert, TextField } from "@/components/ui/Field";
import type { useSignIn } from "@/components/session/useSignIn";

/**
 * The e-mail and password form of both sign-ins (state and checks in useSignIn). `staff` gives the
 * panel's form as it always was: the "username" autocomplete, the dark button, no `required` marks.
 */
export function SignInForm({
  form,
  forgotHref,
  staff = false,
  className,
}: {
  form: ReturnType<typeof useSignIn>;
  forgotHref: string;
  staff?: boolean;
  className: string;
}) {
  return (
    <form noValidate onSubmit={form.submit} className={className}>
      <FormAlert>{form.formError}</FormAlert>
      <TextField
        label="E-posta adresi"
        type="email"
        name="email"
        autoComplete={staff ? "username" : "email"}
        inputMode={staff ? undefined : "email"}
        value={form.email}
        onChange={(e) => form.setEmail(e.target.value)}
        error={form.errors.email}
        required={!staff}
      />
      <TextField
        label="Şifre"
        type="password"
        name="password"
        autoComplete="current-password"
        value={form.password}
        onChange={(e) => form.setPassword(e.target.value)}
        error={form.errors.password}
        required={!staff}
      />
      <p className="-mt-2 text-right text-sm">
        <Link
          href={forgotHref}
          className={
            staff
              ? "font-semibold text-neutral-700 underline hover:text-neutral-900"
              : "font-semibold text-brand-700 hover:underline"
          }
        >
          Şifremi unuttum
        </Link>
      </p>
      <Button type="submit" size="lg" variant={staff ? "dark" : undefined} className="w-full" loading={form.submitting}>
        Giriş Yap
      </Button>
    </form>
  );
}
