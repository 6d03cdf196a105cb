const ONES = ["", "bir", "iki", "üç", "dört", "beş", "altı", "yedi", "sekiz", "dokuz"];
const TENS = ["", "on", "yirmi", "otuz", "kırk", "elli", "altmış", "yetmiş", "seksen", "doksan"];
const SCALES = ["", "bin", "milyon", "milyar", "trilyon", "katrilyon"];

/** 0–999 in words: 980 → "dokuz yüz seksen", 100 → "yüz" (never "bir yüz"). */
function hundreds(n: number): string[] {
  const h = Math.floor(n / 100);
  const t = Math.floor((n % 100) / 10);
  const o = n % 10;
  return [h === 0 ? "" : h === 1 ? "yüz" : `${ONES[h]} yüz`, TENS[t], ONES[o]].filter(Boolean);
}

/**
 * A whole non-negative number in Turkish words, as a cheque or a contract writes it, so a mistyped
 * zero reads differently: 98000 → "doksan sekiz bin", 980000 → "dokuz yüz seksen bin",
 * 1000 → "bin" (never "bir bin"), 1000000 → "bir milyon".
 */
export function numberInWords(value: number): string {
  if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`not a whole non-negative number: ${value}`);
  if (value === 0) return "sıfır";
  const words: string[] = [];
  let rest = value;
  for (let scale = 0; rest > 0; scale++) {
    const group = rest % 1000;
    rest = Math.floor(rest / 1000);
    if (group === 0) continue;
    const part = scale === 1 && group === 1 ? [] : hundreds(group);
    words.unshift([...part, SCALES[scale]].filter(Boolean).join(" "));
  }
  return words.join(" ");
}

/** 98000 → "doksan sekiz bin TL". */
export function amountInWords(value: number): string {
  return `${numberInWords(value)} TL`;
}
