import { describe, expect, it } from "vitest";
import { pageBeyondLast, pageRange, pagesToShow } from "@/lib/paging";
import { itMaps } from "@/tests/unit/helpers/cases";

describe("pageRange never gives an impossible range", () => {
  itMaps(
    "%o → %o",
    pageRange,
    [
      [
        { total: 30, page: 1, pageSize: 12 },
        { last: 3, from: 1, to: 12 },
      ],
      [
        { total: 30, page: 3, pageSize: 12 },
        { last: 3, from: 25, to: 30 },
      ],
      // The issue: /ihaleler?page=999 printed "11977–30".
      [
        { total: 30, page: 999, pageSize: 12 },
        { last: 3, from: 0, to: 0 },
      ],
      [
        { total: 0, page: 1, pageSize: 12 },
        { last: 1, from: 0, to: 0 },
      ],
      [
        { total: 0, page: 5, pageSize: 12 },
        { last: 1, from: 0, to: 0 },
      ],
    ],
    "toEqual",
  );
});

describe("pageBeyondLast: where a page past the end goes", () => {
  itMaps("%o → %s", pageBeyondLast, [
    [{ total: 30, page: 3, pageSize: 12 }, null],
    [{ total: 30, page: 4, pageSize: 12 }, 3],
    [{ total: 30, page: 999, pageSize: 12 }, 3],
    [{ total: 0, page: 1, pageSize: 12 }, null],
    [{ total: 0, page: 2, pageSize: 12 }, 1],
  ]);
});

describe("pagesToShow", () => {
  it("shows first, last, the neighbours and gaps", () =>
    expect(pagesToShow(5, 10)).toEqual([1, "…", 4, 5, 6, "…", 10]));
});
