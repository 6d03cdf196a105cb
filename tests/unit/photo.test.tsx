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
