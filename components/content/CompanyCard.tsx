import Link from "@/components/ui/Link";
import { COMPANY } from "@/lib/company";

/** Side card with the ways to reach us. */
export function CompanyCard({ title = "Bize ulaşın" }: { title?: string }) {
  return (
    <div className="rounded-xl border border-neutral-200 bg-white p-5 text-sm leading-6 text-neutral-700">
      <p className="text-base font-semibold text-neutral-900">{title}</p>
      <ul className="mt-3 space-y-2">
        <li>
          <span className="block text-neutral-600">Telefon</span>
          <a href={COMPANY.phoneHref} className="font-medium text-neutral-900 hover:text-brand-700 hover:underline">
            {COMPANY.phone}
          </a>
        </li>
        <li>
          <span className="block text-neutral-600">E-posta</span>
          <a
            href={`mailto:${COMPANY.email}`}
            className="font-medium text-neutral-900 hover:text-brand-700 hover:underline"
          >
            {COMPANY.email}
          </a>
        </li>
        <li>
          <span className="block text-neutral-600">Çalışma saatleri</span>
          <span className="text-neutral-900">{COMPANY.workingHours}</span>
        </li>
        <li>
          <span className="block text-neutral-600">Adres</span>
          <span className="text-neutral-900">{COMPANY.address}</span>
        </li>
      </ul>
      <Link href="/iletisim" className="mt-4 inline-flex font-semibold text-brand-700 hover:underline">
        İletişim formu →
      </Link>
    </div>
  );
}
