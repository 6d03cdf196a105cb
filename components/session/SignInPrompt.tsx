import { useRouter } from "next/router";
import { ButtonLink } from "@/components/ui/Button";

/** Signed out in front of a bid or a purchase: sign in (coming back to this page) or register. */
export function SignInPrompt({ title, action }: { title: string; action: string }) {
  const router = useRouter();
  const returnUrl = encodeURIComponent(router.asPath);
  return (
    <div className="rounded-xl bg-neutral-50 p-5 text-center ring-1 ring-neutral-200">
      <p className="font-semibold">{title}</p>
      <p className="mt-1 text-sm text-neutral-600">Hesabınız yoksa birkaç dakikada üye olabilirsiniz.</p>
      <div className="mt-4 flex flex-col gap-2 sm:flex-row sm:justify-center">
        <ButtonLink href={`/giris?returnUrl=${returnUrl}`}>{action}</ButtonLink>
        <ButtonLink href="/kayit" variant="secondary">
          Kayıt Ol
        </ButtonLink>
      </div>
    </div>
  );
}
