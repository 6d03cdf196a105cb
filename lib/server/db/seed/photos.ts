import sharp from "sharp";
import { getStorage, storeObject } from "@/lib/server/storage";

const escapeXml = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** A stylised motorcycle side view in the vehicle's colour; drawn locally, nothing downloaded. */
function motorcycleSvg(opts: { brand: string; model: string; colour: string; view: number; kind: string }): string {
  const { colour, view } = opts;
  const backgrounds = [
    ["#27272a", "#0a0a0a"],
    ["#3f3f46", "#18181b"],
    ["#292524", "#0c0a09"],
    ["#1e293b", "#020617"],
  ];
  const [top, bottom] = backgrounds[view % backgrounds.length];
  const scooter = opts.kind === "scooter";
  // View 0: side; 1: mirrored side; 2: close-up of tank and engine; 3: low three-quarter.
  const transform = [
    "",
    "translate(1200,0) scale(-1,1)",
    "translate(-520,-330) scale(1.9)",
    "translate(90,40) scale(0.85) skewX(-6)",
  ][view % 4];
  const body = scooter
    ? `<path d="M300 470 Q330 330 470 330 L560 330 Q600 420 700 430 L860 430 Q900 430 910 470 L900 500 L380 510 Z" fill="${colour}"/>
       <path d="M600 330 L760 330 Q800 330 800 360 L790 380 L600 380 Z" fill="#18181b"/>
       <path d="M330 470 L300 270 L360 250" stroke="#a1a1aa" stroke-width="16" fill="none" stroke-linecap="round"/>`
    : `<path d="M430 430 L520 335 Q600 300 700 318 L790 372 L715 440 Z" fill="${colour}"/>
       <path d="M700 322 L900 350 Q925 360 915 382 L770 392 Z" fill="#18181b"/>
       <rect x="505" y="420" width="190" height="120" rx="18" fill="#3f3f46"/>
       <rect x="530" y="440" width="140" height="16" rx="8" fill="#52525b"/>
       <rect x="530" y="468" width="140" height="16" rx="8" fill="#52525b"/>
       <path d="M640 520 Q760 560 880 520" stroke="#a1a1aa" stroke-width="14" fill="none"/>
       <path d="M880 520 L960 470 L1010 470" stroke="#71717a" stroke-width="22" fill="none" stroke-linecap="round"/>
       <path d="M545 330 L330 545" stroke="#d4d4d8" stroke-width="20" stroke-linecap="round"/>
       <path d="M520 300 L470 250 L430 252" stroke="#a1a1aa" stroke-width="12" fill="none" stroke-linecap="round"/>
       <circle cx="500" cy="300" r="26" fill="#fef3c7" stroke="#27272a" stroke-width="8"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="960" height="640" viewBox="0 0 1200 800">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient>
    <radialGradient id="spot" cx="0.5" cy="0.45" r="0.6"><stop offset="0" stop-color="#ffffff" stop-opacity="0.14"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient>
  </defs>
  <rect width="1200" height="800" fill="url(#bg)"/>
  <rect width="1200" height="800" fill="url(#spot)"/>
  <rect y="650" width="1200" height="150" fill="#000" opacity="0.35"/>
  <g transform="${transform}">
    <ellipse cx="600" cy="665" rx="430" ry="26" fill="#000" opacity="0.55"/>
    <g>
      <circle cx="330" cy="545" r="118" fill="#0a0a0a" stroke="#27272a" stroke-width="30"/>
      <circle cx="330" cy="545" r="62" fill="none" stroke="#a1a1aa" stroke-width="10"/>
      <circle cx="330" cy="545" r="16" fill="#d4d4d8"/>
      <circle cx="880" cy="545" r="118" fill="#0a0a0a" stroke="#27272a" stroke-width="30"/>
      <circle cx="880" cy="545" r="62" fill="none" stroke="#a1a1aa" stroke-width="10"/>
      <circle cx="880" cy="545" r="16" fill="#d4d4d8"/>
    </g>
    ${body}
  </g>
  <rect x="40" y="690" width="${Math.min(1120, 30 + (opts.brand.length + opts.model.length + 1) * 24)}" height="70" rx="12" fill="#0a0a0a" opacity="0.7"/>
  <text x="62" y="738" font-family="DejaVu Sans, Arial, sans-serif" font-size="38" font-weight="700" fill="#ffffff">${escapeXml(opts.brand)} <tspan fill="#f97316">${escapeXml(opts.model)}</tspan></text>
  <text x="1160" y="60" text-anchor="end" font-family="DejaVu Sans, Arial, sans-serif" font-size="28" font-weight="800" fill="#ffffff" opacity="0.55">Moto<tspan fill="#f97316">Borsa</tspan></text>
</svg>`;
}

/** Renders `count` photos of one vehicle into the configured storage and answers their URLs. */
export async function generateVehiclePhotos(
  key: string,
  opts: { brand: string; model: string; colour: string; kind: string },
  count = 3,
): Promise<string[]> {
  const storage = getStorage();
  const urls: string[] = [];
  for (let view = 0; view < count; view++) {
    const name = `seed-${key}-${view + 1}.webp`;
    if (await storage.exists(name)) {
      urls.push(storage.url(name));
      continue;
    }
    const svg = motorcycleSvg({ ...opts, view });
    urls.push(
      await storeObject(name, await sharp(Buffer.from(svg)).webp({ quality: 80 }).toBuffer(), "image/webp", storage),
    );
  }
  return urls;
}
