import { Seo } from "@/components/Seo";
import { ButtonLink } from "@/components/ui/Button";

/** The body of the 404 and 500 pages, inside the default layout. */
export function ErrorScreen({ code, title, text }: { code: string; title: string; text: string }) {
  return (
    <section className="px-4 py-20 sm:py-28">
      <Seo title={title} description={text} noindex />
      <div className="mx-auto max-w-xl text-center">
        <p className="text-7xl font-black tracking-tight text-brand-600 sm:text-8xl">{code}</p>
        <h1 className="mt-4 text-2xl font-bold tracking-tight sm:text-3xl">{title}</h1>
        <p className="mt-3 text-neutral-600">{text}</p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <ButtonLink href="/" size="lg">
            Ana Sayfaya Dön
          </ButtonLink>
          <ButtonLink href="/ihaleler" variant="secondary" size="lg">
            İhalelere Göz At
          </ButtonLink>
          <ButtonLink href="/iletisim" variant="ghost" size="lg">
            Bize Ulaşın
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
