import { describe, expect, it } from "vitest";
import { findControlCharacter } from "@/lib/controlChars";
import { jsonTextTooDeep, jsonValueTooDeep, MAX_JSON_DEPTH } from "@/lib/jsonDepth";
import { itMaps } from "@/tests/unit/helpers/cases";

const nested = (depth: number) => "[".repeat(depth) + "]".repeat(depth);
/** The 200 KB body of issue 21 item 6 (100 000 nested arrays). */
const ISSUE_BODY = nested(100_000);

describe("jsonTextTooDeep", () => {
  itMaps("%#: %s… → %s", jsonTextTooDeep, [
    ["{}", false],
    ['{"a":[{"b":1}]}', false],
    [nested(MAX_JSON_DEPTH), false],
    [nested(MAX_JSON_DEPTH + 1), true],
    // Brackets inside strings, escaped quotes included, are text, not nesting.
    [JSON.stringify({ text: "[".repeat(1000) }), false],
    [JSON.stringify({ text: 'a\\"[[[[' + "{".repeat(100) }), false],
    [`{"a":"\\\\"${"[".repeat(MAX_JSON_DEPTH)}`, true],
    [ISSUE_BODY, true],
  ]);

  it("takes any limit", () => {
    expect(jsonTextTooDeep('{"a":{"b":{}}}', 2)).toBe(true);
    expect(jsonTextTooDeep('{"a":{"b":{}}}', 3)).toBe(false);
  });
});

describe("jsonValueTooDeep", () => {
  it("measures a parsed value without recursion", () => {
    expect(jsonValueTooDeep({ details: [{ key: "a", value: "b" }] })).toBe(false);
    expect(jsonValueTooDeep(JSON.parse(nested(MAX_JSON_DEPTH)))).toBe(false);
    expect(jsonValueTooDeep(JSON.parse(nested(MAX_JSON_DEPTH + 1)))).toBe(true);
    expect(jsonValueTooDeep(JSON.parse(ISSUE_BODY))).toBe(true);
    expect(jsonValueTooDeep("text")).toBe(false);
  });
});

describe("findControlCharacter", () => {
  it("names the first offending value or key in document order", () => {
    expect(findControlCharacter({ a: "ok", b: ["fine", "bad\u0000"] })).toBe("b.1");
    expect(
      findControlCharacter({
        details: [
          { key: "x", value: "y" },
          { key: "z\u0007", value: "w\u0001" },
        ],
      }),
    ).toBe("details.1.key");
    expect(findControlCharacter({ "k\u0001": "v" })).toBe("k\u0001");
    expect(findControlCharacter({ first: ["a\u0002"], second: "b\u0003" })).toBe("first.0");
    expect(findControlCharacter("top\u0000")).toBe("_");
    expect(findControlCharacter({ text: "tab\tcr\rlf\n" })).toBeNull();
    expect(findControlCharacter(null)).toBeNull();
  });

  it("walks a body nested 100 000 deep without overflowing the stack", () => {
    expect(findControlCharacter(JSON.parse(ISSUE_BODY))).toBeNull();
    const deep = JSON.parse(`${"[".repeat(100_000)}"x\\u0000"${"]".repeat(100_000)}`);
    expect(findControlCharacter(deep)).toBe(Array(100_000).fill("0").join("."));
  });
});
