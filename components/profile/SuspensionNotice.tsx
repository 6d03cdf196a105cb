import type { CurrentUser } from "@/lib/accounts/types";

/** /profil: why the account is suspended and what that stops, so a refused bid is no surprise. */
export function SuspensionNotice({ suspension }: { suspension: CurrentUser["suspension"] }) {
  if (!suspension) return null;
  return (
    <div role="alert" className="rounded-2xl bg-red-50 p-5 text-red-900 ring-1 ring-red-200 lg:col-span-2">
      <h2 className="font-bold">Hesabınız askıya alındı</h2>
      <p className="mt-1">
        <span className="font-semibold">Neden:</span> {suspension.reason}
      </p>
      <p className="mt-2 text-sm">
        Askı kalkana kadar teklif veremez, Hemen Al ile satın alamaz ve yeni talep oluşturamazsınız. Önde olduğunuz
        teklifler geçerliliğini korur. Sorularınız için bizimle iletişime geçin.
      </p>
    </div>
  );
}
