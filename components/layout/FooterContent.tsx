import Link from "@/components/ui/Link";
import { Icon } from "@/components/ui/Icon";
import { COMPANY } from "@/lib/company";
import { Logo } from "@/components/layout/Logo";
import { FOOTER_GROUPS } from "@/components/layout/navigation";

/** PRODUCT §2.3 footer's content: every link group, social links and the company contact details from lib/company. */
export function FooterContent() {
  return (
    <div className="mx-auto max-w-7xl px-4 pb-8 pt-14">
      <div className="grid gap-10 lg:grid-cols-[1.3fr_repeat(4,1fr)]">
        <div>
          <Logo />
          <p className="mt-4 max-w-xs text-sm leading-relaxed text-neutral-400">
            Ekspertizli motosikletlerin güvenle alınıp satıldığı Türkiye&apos;nin motosiklet borsası.
          </p>
          <ul className="mt-6 space-y-3 text-sm">
            <li>
              <a href={COMPANY.phoneHref} className="flex items-center gap-2 hover:text-white">
                <Icon name="phone" className="h-4 w-4 text-brand-500" />
                {COMPANY.phone}
              </a>
            </li>
            <li className="flex items-start gap-2">
              <Icon name="mapPin" className="mt-0.5 h-4 w-4 flex-none text-brand-500" />
              <address className="not-italic">{COMPANY.address}</address>
            </li>
          </ul>
          <div className="mt-6 flex gap-3">
            {(
              [
                [COMPANY.instagram, "instagram", "Instagram"],
                [COMPANY.whatsappHref, "whatsapp", "WhatsApp"],
              ] as const
            ).map(([href, icon, title]) => (
              <a
                key={icon}
                href={href}
                target="_blank"
                rel="noopener noreferrer"
                className="grid h-10 w-10 place-items-center rounded-full border border-white/15 hover:border-brand-500 hover:text-brand-500"
              >
                <Icon name={icon} title={title} />
              </a>
            ))}
          </div>
        </div>
        <div className="grid grid-cols-2 gap-8 sm:grid-cols-4 lg:col-span-4">
          {FOOTER_GROUPS.map((group) => (
            <nav key={group.title} aria-label={group.title}>
              <h2 className="text-sm font-semibold uppercase tracking-wider text-white">{group.title}</h2>
              <ul className="mt-4 space-y-2.5 text-sm">
                {group.links.map((link) => (
                  <li key={link.href}>
                    <Link href={link.href} className="hover:text-brand-500">
                      {link.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>
      </div>
      <div className="mt-12 flex flex-col gap-2 border-t border-white/10 pt-6 text-xs text-neutral-400 sm:flex-row sm:items-center sm:justify-between">
        <p>
          © {new Date().getFullYear()} {COMPANY.legalName} · Tüm hakları saklıdır.
        </p>
        <p>{COMPANY.workingHours}</p>
      </div>
    </div>
  );
}
