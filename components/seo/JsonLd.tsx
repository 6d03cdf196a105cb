import Head from "next/head";
import { serializeJsonLd, type JsonLdData } from "@/lib/jsonLd";

export type { JsonLdData };

/**
 * A structured-data block for next/head. A function, not a component, so it can sit directly among
 * other <Head> children (next/head only keeps its direct children). `id` dedupes the block per page.
 */
export function jsonLdScript(id: string, data: JsonLdData) {
  return <script key={id} type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}

/** A structured-data block in its own <Head>, for components outside Seo. */
export function JsonLd({ id, data }: { id: string; data: JsonLdData }) {
  return <Head>{jsonLdScript(id, data)}</Head>;
}
