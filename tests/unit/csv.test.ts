import { csvCell, toCsv } from "@/lib/server/csv";

describe("csvCell", () => {
  it.each([
    ["düz metin", "düz metin"],
    ["Şişli; İstanbul", '"Şişli; İstanbul"'],
    ['"Motor" dedi', '"""Motor"" dedi"'],
    ["iki\nsatır", '"iki\nsatır"'],
    ['=HYPERLINK("x")', '"\'=HYPERLINK(""x"")"'],
    ["+905321234567", "'+905321234567"],
    ["-1", "'-1"],
    ["@SUM(A1)", "'@SUM(A1)"],
    ["\t=1", "'\t=1"],
    ["", ""],
  ])("%j → %j", (input, expected) => {
    expect(csvCell(input)).toBe(expected);
  });

  it("writes numbers as they are, a negative one without the formula guard", () => {
    expect(csvCell(12000)).toBe("12000");
    expect(csvCell(-500)).toBe("-500");
  });

  it("writes empty values as empty cells, booleans in Turkish and dates in Istanbul time", () => {
    expect(csvCell(null)).toBe("");
    expect(csvCell(undefined)).toBe("");
    expect(csvCell(true)).toBe("Evet");
    expect(csvCell(false)).toBe("Hayır");
    expect(csvCell(new Date("2026-01-31T21:30:00Z"))).toBe("2026-02-01 00:30:00");
  });
});

describe("toCsv", () => {
  it("starts with a BOM, separates with ; and ends lines with CRLF", () => {
    const csv = toCsv(
      ["Ad", "Şehir"],
      [
        ["Çağrı", "Iğdır"],
        ["Ömer", "a;b"],
      ],
    );
    expect(csv).toBe('\uFEFFAd;Şehir\r\nÇağrı;Iğdır\r\nÖmer;"a;b"\r\n');
    expect(Buffer.from(csv, "utf8").subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
  });
});
