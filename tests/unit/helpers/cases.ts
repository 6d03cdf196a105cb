import { expect, it } from "vitest";

/**
 * One test per `[input, expected]` row, titled as `it.each(rows)(title)` titles it: `fn(input)` is
 * `expected` (`toBe`, or `toEqual` for objects). Most rule tests are such a table; the table is the test.
 */
export function itMaps<I>(
  title: string,
  fn: (input: I) => unknown,
  rows: ReadonlyArray<readonly [I, unknown]>,
  compare: "toBe" | "toEqual" = "toBe",
) {
  it.each(rows.map((row) => [...row]) as [I, unknown][])(title, (input, expected) => {
    expect(fn(input))[compare](expected);
  });
}
