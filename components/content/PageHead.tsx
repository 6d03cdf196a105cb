import Head from "next/head";
import { SITE_NAME } from "@/lib/company";

/** Title and meta description of an institutional page. */
export function PageHead({ title, description }: { title: string; description: string }) {
  return (
    <Head>
      <title>{`${title} | ${SITE_NAME}`}</title>
      <meta name="description" content={description} key="description" />
    </Head>
  );
}
