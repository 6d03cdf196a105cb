import { JsonLd } from "@/components/seo/JsonLd";
import { COMPANY } from "@/lib/company";

const SITE_URL = (process.env.NEXT_PUBLIC_SITE_URL || "").replace(/\/$/, "");

/** schema.org Organization for the home page, from the one company config file. */
export function OrganizationJsonLd() {
  const data = {
    "@context": "https://schema.org",
    "@type": "Organization",
    name: COMPANY.name,
    legalName: COMPANY.legalName,
    ...(SITE_URL ? { url: SITE_URL, logo: `${SITE_URL}/favicon.svg` } : {}),
    email: COMPANY.email,
    telephone: COMPANY.phone,
    address: {
      "@type": "PostalAddress",
      streetAddress: COMPANY.address,
      addressLocality: "İstanbul",
      addressCountry: "TR",
    },
    contactPoint: [
      {
        "@type": "ContactPoint",
        contactType: "customer service",
        telephone: COMPANY.phone,
        email: COMPANY.email,
        areaServed: "TR",
        availableLanguage: "Turkish",
      },
    ],
    sameAs: [COMPANY.instagram],
  };
  return <JsonLd id="organization-jsonld" data={data} />;
}

export default OrganizationJsonLd;
