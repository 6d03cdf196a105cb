import Link from "@/components/ui/Link";
import { ButtonLink, buttonClasses } from "@/components/ui/Button";

/** "Kayıt Ol" and "Giriş Yap" for a visitor: in the header (back to `returnUrl` after signing in) and the mobile menu. */
export function AuthLinks({ className, returnUrl = "" }: { className: string; returnUrl?: string }) {
  return (
    <div className={className}>
      <Link
        href="/kayit"
        className={buttonClasses("ghost", "md", "border border-white/25 !text-white hover:!bg-white/10")}
      >
        Kayıt Ol
      </Link>
      <ButtonLink href={`/giris${returnUrl}`}>Giriş Yap</ButtonLink>
    </div>
  );
}
