import Head from "next/head";

/**
 * next/image's default widths (next.config.ts sets none): the /_next/image endpoint answers only
 * these, so the srcset must use exactly them.
 */
const DEVICE_SIZES = [640, 750, 828, 1080, 1200, 1920, 2048, 3840];
const ALL_SIZES = [32, 48, 64, 96, 128, 256, 384, ...DEVICE_SIZES];
const QUALITY = 75;

const FILL_STYLE = {
  position: "absolute",
  height: "100%",
  width: "100%",
  left: 0,
  top: 0,
  right: 0,
  bottom: 0,
  color: "transparent",
} as const;

const optimizedUrl = (src: string, width: number) =>
  `/_next/image?url=${encodeURIComponent(src)}&w=${width}&q=${QUALITY}`;

/** The widths next/image offers for `sizes`: from the smallest vw share of the smallest device on, or all. */
export function photoWidths(sizes: string): number[] {
  const shares = [...sizes.matchAll(/(^|\s)(1?\d?\d)vw/g)].map((m) => Number(m[2]));
  if (shares.length === 0) return ALL_SIZES;
  const smallest = DEVICE_SIZES[0] * Math.min(...shares) * 0.01;
  return ALL_SIZES.filter((w) => w >= smallest);
}

type Props = {
  src: string;
  alt: string;
  sizes: string;
  /**
   * The srcset's widths, when the layout knows them better than `sizes`' vw shares do (a card in a
   * grid is never wider than its column): fewer candidates, less HTML per photo. Only widths the
   * /_next/image endpoint answers are kept.
   */
  widths?: readonly number[];
  className?: string;
  /** The largest photo of the first screen: loaded at once and preloaded from the head. */
  priority?: boolean;
  /** "high" for the one photo that is the page's LCP: fetched before the others (next/image's prop). */
  fetchPriority?: "high" | "low" | "auto";
  draggable?: boolean;
};

/**
 * A photo filling its positioned parent, served through /_next/image. It renders the same `<img>`
 * (and, with `priority`, the same preload link) as `<Image fill>`, without next/image's ~4.5 KB of
 * client code on the first load of every card and detail page (issue 10). Only for our own uploads
 * and public/images, the sources next.config.ts's image patterns allow.
 */
export function Photo({ src, alt, sizes, widths: only, className, priority = false, fetchPriority, draggable }: Props) {
  const widths = only ? ALL_SIZES.filter((w) => only.includes(w)) : photoWidths(sizes);
  const srcSet = widths.map((w) => `${optimizedUrl(src, w)} ${w}w`).join(", ");
  // src last: React sets attributes in order, and Safari starts fetching `src` before srcset/sizes otherwise.
  const largest = optimizedUrl(src, widths[widths.length - 1]);
  return (
    <>
      {priority && (
        <Head>
          <link
            key={`__nimg-${largest}${srcSet}${sizes}`}
            rel="preload"
            as="image"
            imageSrcSet={srcSet}
            imageSizes={sizes}
            fetchPriority={fetchPriority}
          />
        </Head>
      )}
      {/* eslint-disable-next-line @next/next/no-img-element -- the same markup as next/image, without its client code */}
      <img
        alt={alt}
        loading={priority ? undefined : "lazy"}
        fetchPriority={fetchPriority}
        decoding="async"
        data-nimg="fill"
        className={className}
        style={FILL_STYLE}
        sizes={sizes}
        srcSet={srcSet}
        src={largest}
        draggable={draggable}
      />
    </>
  );
}
