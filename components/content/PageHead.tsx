import { Seo } from "@/components/Seo";

/** Title and meta description of an institutional page, through the site's one SEO component. */
export function PageHead({ title, description }: { title: string; description: string }) {
  return <Seo title={title} description={description} />;
}
