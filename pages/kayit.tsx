import Link from "@/components/ui/Link";
import { AuthShell } from "@/components/layout/AuthShell";
import { useRegister } from "@/components/register/useRegister";
import { Seo } from "@/components/Seo";
import { LoadingBlock } from "@/components/ui/Spinner";
import type { PageWithLayout } from "@/pages/_app";
import { lazy, Suspense, useEffect } from "react";

// The form shows only once the browser knows there is no session (the server sends the spinner):
// its fields, consents and province list load meanwhile, outside the first-load JavaScript.
const loadForm = () => import("@/components/register/RegisterForm").then((m) => ({ default: m.RegisterForm }));
const RegisterForm = lazy(loadForm);

/** Kayıt Ol: the form and its two steps live in components/register (useRegister). */
const RegisterPage: PageWithLayout = () => {
  const register = useRegister();
  const { pending, loading, checking, user } = register;
  useEffect(() => void loadForm(), []);
  return (
    <AuthShell
      wide
      title={pending ? "Profilinizi tamamlayın" : "Kayıt Ol"}
      subtitle={
        pending ? (
          <>
            <strong className="font-semibold text-neutral-800">{pending.email}</strong> hesabınız oluşturuldu.
            Üyeliğinizi tamamlamak için aşağıdaki bilgileri doldurun.
          </>
        ) : (
          <>
            Zaten üye misiniz?{" "}
            <Link href="/giris" className="font-semibold text-brand-700 hover:underline">
              Giriş yapın
            </Link>
          </>
        )
      }
    >
      <Seo
        title="Kayıt Ol"
        description="MotoBorsa'ya ücretsiz üye olun; ihalelere katılın, hemen alın, motosikletinizi borsada satın."
      />
      {loading || checking || user ? (
        <LoadingBlock />
      ) : (
        <Suspense fallback={<LoadingBlock />}>
          <RegisterForm register={register} />
        </Suspense>
      )}
    </AuthShell>
  );
};

// The screen is its own frame: no site header or footer (PRODUCT §2.3).
RegisterPage.getLayout = (page) => page;

export default RegisterPage;
