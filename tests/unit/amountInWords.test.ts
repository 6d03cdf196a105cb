import { describe, expect, it } from "vitest";
import { amountInWords, numberInWords } from "@/lib/amountInWords";
import { isOnBidGrid, nearestBidAmounts } from "@/lib/bids/rules";
import { itMaps } from "@/tests/unit/helpers/cases";

describe("numberInWords (Turkish)", () => {
  itMaps("%i → %s", numberInWords, [
    [0, "sıfır"],
    [1, "bir"],
    [10, "on"],
    [11, "on bir"],
    [19, "on dokuz"],
    [40, "kırk"],
    [99, "doksan dokuz"],
    [100, "yüz"],
    [101, "yüz bir"],
    [200, "iki yüz"],
    [999, "dokuz yüz doksan dokuz"],
    [1_000, "bin"],
    [1_001, "bin bir"],
    [1_100, "bin yüz"],
    [2_000, "iki bin"],
    [11_000, "on bir bin"],
    [96_000, "doksan altı bin"],
    [98_000, "doksan sekiz bin"],
    [100_000, "yüz bin"],
    [101_000, "yüz bir bin"],
    [188_001, "yüz seksen sekiz bin bir"],
    [190_500, "yüz doksan bin beş yüz"],
    [980_000, "dokuz yüz seksen bin"],
    [1_000_000, "bir milyon"],
    [1_001_000, "bir milyon bin"],
    [2_500_000, "iki milyon beş yüz bin"],
    [1_000_000_000, "bir milyar"],
  ]);

  it("adds TL", () => expect(amountInWords(98_000)).toBe("doksan sekiz bin TL"));

  it.each([-1, 1.5, Number.NaN])("refuses %s", (n) => expect(() => numberInWords(n)).toThrow(RangeError));
});

describe("bid grid", () => {
  it.each([
    [97_000, 1_000, 97_000, true],
    [97_000, 1_000, 98_000, true],
    [97_000, 1_000, 97_500, false],
    [97_000, 1_000, 96_000, false],
    [50_000, 2_500, 52_500, true],
  ])("minimum %i step %i amount %i → %s", (min, step, amount, ok) => expect(isOnBidGrid(min, step, amount)).toBe(ok));

  it.each([
    [97_000, 1_000, 97_500, { below: 97_000, above: 98_000 }],
    [97_000, 1_000, 98_000, { below: 98_000, above: 98_000 }],
    [97_000, 1_000, 90_000, { below: null, above: 97_000 }],
    [97_000, 1_000, 97_000, { below: 97_000, above: 97_000 }],
    [188_000, 2_500, 188_001, { below: 188_000, above: 190_500 }],
  ])("nearest to minimum %i step %i amount %i", (min, step, amount, nearest) =>
    expect(nearestBidAmounts(min, step, amount)).toEqual(nearest),
  );
});
