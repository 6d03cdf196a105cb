import { Breadcrumbs } from "@/components/content/Breadcrumbs";
import { ContactForm } from "@/components/contact/ContactForm";
import { Seo } from "@/components/Seo";
import { Icon, type IconName } from "@/components/ui/Icon";
import { COMPANY } from "@/lib/company";

const CHANNELS: { icon: IconName; title: string; value: string; href?: string; note?: string; external?: boolean }[] = [
  { icon: "phone", title: "Telefon", value: COMPANY.phone, href: COMPANY.phoneHref, note: COMPANY.workingHours },
  {
    icon: "whatsapp",
    title: "WhatsApp",
    value: COMPANY.whatsapp,
    href: COMPANY.whatsappHref,
    note: "Mesajla hızlı destek",
    external: true,
  },
  {
    icon: "mail",
    title: "E-posta",
    value: COMPANY.email,
    href: `mailto:${COMPANY.email}`,
    note: "Tüm sorularınız için",
  },
  { icon: "mapPin", title: "Adres", value: COMPANY.address, note: COMPANY.legalName },
];

export default function ContactPage() {
  return (
    <>
      <Seo
        title="İletişim"
        description={`MotoBorsa'ya ulaşın: ${COMPANY.phone}, ${COMPANY.email}, WhatsApp ve iletişim formu. İhale, provizyon, satış ve nakliye sorularınız için buradayız.`}
        jsonLd={{
          "@context": "https://schema.org",
          "@type": "ContactPage",
          name: "İletişim",
          inLanguage: "tr-TR",
          mainEntity: {
            "@type": "Organization",
            name: COMPANY.legalName,
            telephone: COMPANY.phone,
            email: COMPANY.email,
            address: { "@type": "PostalAddress", streetAddress: COMPANY.address, addressCountry: "TR" },
          },
        }}
      />
      <section className="bg-ink text-white">
        <div className="mx-auto max-w-6xl px-4 pb-12 pt-6 sm:pb-16">
          <div className="[&_a]:text-neutral-300 [&_a:hover]:text-white [&_li_span]:text-neutral-400 [&_span[aria-current]]:text-white">
            <Breadcrumbs items={[{ label: "İletişim" }]} />
          </div>
          <h1 className="mt-8 text-3xl font-extrabold tracking-tight sm:text-5xl">İletişim</h1>
          <p className="mt-4 max-w-2xl text-lg text-neutral-300">
            İhaleler, provizyon, satış ya da nakliye: sorunuz ne olursa olsun bize yazın veya arayın, ekibimiz size
            dönsün.
          </p>
        </div>
      </section>
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:py-14 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.6fr)]">
        <section aria-labelledby="iletisim-bilgileri">
          <h2 id="iletisim-bilgileri" className="text-xl font-bold text-neutral-950">
            Bize ulaşın
          </h2>
          <ul className="mt-5 space-y-4">
            {CHANNELS.map((c) => (
              <li key={c.title} className="flex gap-4 rounded-2xl border border-neutral-200 bg-white p-5 shadow-sm">
                <span
                  aria-hidden="true"
                  className="grid h-11 w-11 flex-none place-items-center rounded-xl bg-brand-50 text-brand-700"
                >
                  <Icon name={c.icon} className="h-5 w-5" />
                </span>
                <div className="min-w-0">
                  <p className="text-sm font-medium text-neutral-600">{c.title}</p>
                  {c.href ? (
                    <a
                      href={c.href}
                      {...(c.external ? { target: "_blank", rel: "noopener noreferrer" } : {})}
                      className="break-words font-semibold text-neutral-950 hover:text-brand-700 hover:underline"
                    >
                      {c.value}
                    </a>
                  ) : (
                    <address className="not-italic font-semibold text-neutral-950">{c.value}</address>
                  )}
                  {c.note && <p className="mt-0.5 text-sm text-neutral-600">{c.note}</p>}
                </div>
              </li>
            ))}
          </ul>
          <dl className="mt-5 grid grid-cols-2 gap-3 rounded-2xl bg-neutral-100 p-5 text-sm">
            <div>
              <dt className="text-neutral-600">Vergi dairesi</dt>
              <dd className="font-medium text-neutral-900">{COMPANY.taxOffice}</dd>
            </div>
            <div>
              <dt className="text-neutral-600">MERSİS</dt>
              <dd className="font-medium text-neutral-900">{COMPANY.mersis}</dd>
            </div>
            <div className="col-span-2">
              <dt className="text-neutral-600">KEP adresi</dt>
              <dd className="break-words font-medium text-neutral-900">{COMPANY.kep}</dd>
            </div>
          </dl>
        </section>
        <section
          aria-labelledby="iletisim-formu"
          className="rounded-2xl border border-neutral-200 bg-white p-5 shadow-sm sm:p-8"
        >
          <h2 id="iletisim-formu" className="text-xl font-bold text-neutral-950">
            Bize yazın
          </h2>
          <p className="mb-6 mt-1 text-neutral-600">Formu doldurun; mesajınız doğrudan destek ekibimize ulaşır.</p>
          <ContactForm />
        </section>
      </div>
    </>
  );
}
