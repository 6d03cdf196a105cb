import { useState } from "react";
import type { CurrentUser } from "@/lib/accounts/types";
import { SuccessNote } from "@/components/accounts/SuccessNote";
import { Button } from "@/components/ui/Button";
import { EmailChange } from "@/components/profile/EmailChange";
import { PasswordChange } from "@/components/profile/PasswordChange";

/**
 * /profil "Hesap Güvenliği": password and e-mail changes, each after re-entering the current
 * password (Firebase asks for a recent sign-in). Firebase is loaded only when one is sent.
 */
export function AccountSecurity({ user }: { user: CurrentUser }) {
  const [open, setOpen] = useState<"password" | "email" | null>(null);
  const [pendingEmail, setPendingEmail] = useState("");

  return (
    <div className="space-y-5">
      {pendingEmail && (
        <SuccessNote className="text-sm">
          Doğrulama bağlantısını <strong className="font-semibold">{pendingEmail}</strong> adresine gönderdik.
          Bağlantıya tıkladığınızda e-posta adresiniz değişir; o zamana kadar{" "}
          <strong className="font-semibold">{user.email}</strong> ile giriş yaparsınız.
        </SuccessNote>
      )}
      {open === "password" ? (
        <PasswordChange user={user} onClose={() => setOpen(null)} />
      ) : open === "email" ? (
        <EmailChange
          user={user}
          onClose={() => setOpen(null)}
          onSent={(email) => {
            setPendingEmail(email);
            setOpen(null);
          }}
        />
      ) : (
        <dl className="grid gap-x-6 gap-y-4 sm:grid-cols-2">
          <div>
            <dt className="text-sm text-neutral-500">Giriş e-postası</dt>
            <dd className="mt-0.5 break-words font-medium text-neutral-900">{user.email}</dd>
            <dd className="mt-3">
              <Button variant="secondary" onClick={() => setOpen("email")}>
                E-posta Adresimi Değiştir
              </Button>
            </dd>
          </div>
          <div>
            <dt className="text-sm text-neutral-500">Şifre</dt>
            <dd className="mt-0.5 font-medium text-neutral-900">
              <span aria-hidden="true">••••••••</span>
              <span className="sr-only">Gizli</span>
            </dd>
            <dd className="mt-3">
              <Button variant="secondary" onClick={() => setOpen("password")}>
                Şifremi Değiştir
              </Button>
            </dd>
          </div>
        </dl>
      )}
    </div>
  );
}
