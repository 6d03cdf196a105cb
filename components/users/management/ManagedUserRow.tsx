import Link from "@/components/ui/Link";
import { formatDateTime, formatPhone, formatTL } from "@/lib/format";
import type { ManagedUser } from "@/lib/users/types";
import { UserStatusPill } from "@/components/users/management/UserStatusPill";

/** One user of Management › Kullanıcılar; the name opens their page. */
export function ManagedUserRow({ user: u }: { user: ManagedUser }) {
  return (
    <tr>
      <td className="px-4 py-3">
        <Link
          href={`/management/kullanicilar/${encodeURIComponent(u.uid)}`}
          className="font-semibold text-neutral-900 underline-offset-2 hover:text-brand-700 hover:underline"
        >
          {u.name} {u.lastName}
        </Link>
        <p className="break-all text-xs text-neutral-600">{u.email}</p>
      </td>
      <td className="whitespace-nowrap px-4 py-3" data-label="Telefon / Şehir">
        {formatPhone(u.phone)}
        <p className="text-xs text-neutral-600">{u.city}</p>
      </td>
      <td
        className="whitespace-nowrap px-4 py-3 text-right tabular-nums max-md:text-left"
        data-label="Provizyon (toplam / bloke)"
      >
        {formatTL(u.provision.total)}
        <p className="text-xs text-neutral-600">{formatTL(u.provision.blocked)} bloke</p>
      </td>
      <td className="whitespace-nowrap px-4 py-3" data-label="Üyelik">
        <time dateTime={u.createdAt}>{formatDateTime(u.createdAt)}</time>
      </td>
      <td className="px-4 py-3" data-label="Durum">
        <UserStatusPill status={u.status} />
        {u.suspension && <p className="mt-1 max-w-56 text-xs text-red-800">{u.suspension.reason}</p>}
      </td>
    </tr>
  );
}
