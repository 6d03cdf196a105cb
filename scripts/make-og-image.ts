/**
 * Renders the 1200×630 share image (PRODUCT §1.1) to public/og-image.png from an SVG, locally with sharp:
 * no download, no external font. Run: `npx tsx scripts/make-og-image.ts`.
 */
import path from "node:path";
import sharp from "sharp";

const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <defs>
    <radialGradient id="glow" cx="0.85" cy="0.1" r="0.8">
      <stop offset="0" stop-color="#ea580c" stop-opacity="0.55"/>
      <stop offset="1" stop-color="#0a0a0a" stop-opacity="0"/>
    </radialGradient>
  </defs>
  <rect width="1200" height="630" fill="#0a0a0a"/>
  <rect width="1200" height="630" fill="url(#glow)"/>
  <rect x="80" y="80" width="88" height="88" rx="20" fill="#ea580c"/>
  <text x="124" y="143" font-family="DejaVu Sans, Arial, sans-serif" font-size="56" font-weight="bold" text-anchor="middle" fill="#fff">M</text>
  <text x="196" y="145" font-family="DejaVu Sans, Arial, sans-serif" font-size="60" font-weight="bold" fill="#fff">Moto<tspan fill="#f97316">Borsa</tspan></text>
  <text x="80" y="330" font-family="DejaVu Sans, Arial, sans-serif" font-size="76" font-weight="bold" fill="#fff">Motosikletin <tspan fill="#f97316">borsası</tspan></text>
  <text x="80" y="410" font-family="DejaVu Sans, Arial, sans-serif" font-size="34" fill="#d4d4d4">Ekspertizli motosikletler · Şeffaf ihaleler · Hemen Al</text>
  <rect x="80" y="480" width="300" height="8" rx="4" fill="#ea580c"/>
  <text x="80" y="560" font-family="DejaVu Sans, Arial, sans-serif" font-size="28" fill="#a3a3a3">motoborsa.com.tr</text>
</svg>`;

async function main() {
  const out = path.resolve("public/og-image.png");
  await sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toFile(out);
  console.log(`wrote ${out}`);
}

main();
