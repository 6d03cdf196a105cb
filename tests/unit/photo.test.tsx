import Image from "next/image";
import { renderToStaticMarkup } from "react-dom/server";
import { Photo } from "@/components/ui/Photo";

// Photo replaces <Image fill> on cards and the gallery to keep next/image's client code off the
// first load; Lighthouse, the /_next/image endpoint and the e2e specs see the same markup.
describe("Photo renders what next/image's <Image fill> renders", () => {
  const src = "/api/uploads/vehicles/a b.webp";
  const cases = [
    { sizes: "(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw", priority: false, alt: "Honda CB650R" },
    { sizes: "(min-width: 1024px) 60vw, 100vw", priority: true, alt: "Honda CB650R — fotoğraf 1 / 3" },
    { sizes: "120px", priority: false, alt: "" },
  ];
  for (const { sizes, priority, alt } of cases) {
    test(`sizes "${sizes}"${priority ? ", priority" : ""}`, () => {
      const expected = renderToStaticMarkup(
        <Image src={src} alt={alt} fill sizes={sizes} className="object-cover" priority={priority} />,
      );
      const actual = renderToStaticMarkup(
        <Photo src={src} alt={alt} sizes={sizes} className="object-cover" priority={priority} />,
      );
      // The same tags, attributes and order (with priority also the head's preload link).
      expect(actual).toBe(expected);
      expect(actual).toContain("/_next/image?url=%2Fapi%2Fuploads%2Fvehicles%2Fa%20b.webp&amp;w=");
    });
  }

  test("fetchPriority passes through as next/image passes it", () => {
    const sizes = "(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw";
    const lcp = renderToStaticMarkup(<Photo src={src} alt="a" sizes={sizes} priority fetchPriority="high" />);
    expect(lcp).toBe(
      renderToStaticMarkup(<Image src={src} alt="a" fill sizes={sizes} priority fetchPriority="high" />),
    );
    expect(lcp).toContain('fetchPriority="high"');
  });
});

describe("Photo with the layout's widths", () => {
  test("offers only those the /_next/image endpoint answers, smallest first, the largest as src", () => {
    const html = renderToStaticMarkup(
      <Photo
        src="/api/uploads/v.webp"
        alt=""
        sizes="(min-width: 1280px) 400px, 100vw"
        widths={[1200, 384, 500, 640]}
      />,
    );
    const url = (w: number) => `/_next/image?url=%2Fapi%2Fuploads%2Fv.webp&amp;w=${w}&amp;q=75`;
    expect(html).toContain(`srcSet="${url(384)} 384w, ${url(640)} 640w, ${url(1200)} 1200w"`);
    expect(html).toContain(`src="${url(1200)}"`);
    expect(html).toContain('sizes="(min-width: 1280px) 400px, 100vw"');
  });
});
