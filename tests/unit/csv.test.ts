import { csvCell, csvLines, formatIstanbulDateTime, toCsv } from "@/lib/server/csv";
import { itMaps } from "@/tests/unit/helpers/cases";

describe("csvCell", () => {
  itMaps("%j → %j", csvCell, [
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
  ]);

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

describe("formatIstanbulDateTime", () => {
  // The reference: Intl's own Swedish date and time styles, which write the same `YYYY-MM-DD HH:MM:SS`.
  const intl = new Intl.DateTimeFormat("sv-SE", {
    timeZone: "Europe/Istanbul",
    dateStyle: "short",
    timeStyle: "medium",
  });

  it("writes what Intl writes, across Istanbul's old clock changes and at odd milliseconds", () => {
    // Every 7 min 13.579 s from 2014 to 2017: the last summer-time changes (2014–2016) and the
    // move to permanent +03 fall inside, each with dates in the hour that changes.
    const from = Date.UTC(2014, 0, 1);
    const to = Date.UTC(2017, 0, 1);
    const mismatches: string[] = [];
    for (let ms = from; ms < to; ms += 433_579) {
      const date = new Date(ms);
      if (formatIstanbulDateTime(date) !== intl.format(date)) mismatches.push(date.toISOString());
    }
    for (const iso of [
      "2016-09-07T00:59:59.999Z",
      "2015-11-08T00:30:00Z",
      "2015-03-29T01:30:00Z",
      "1970-01-01T00:00:00Z",
    ]) {
      const date = new Date(iso);
      if (formatIstanbulDateTime(date) !== intl.format(date)) mismatches.push(iso);
    }
    expect(mismatches).toEqual([]);
  });

  it("writes a second's last millisecond as that second and midnight as 00", () => {
    expect(formatIstanbulDateTime(new Date("2026-03-10T20:59:59.999Z"))).toBe("2026-03-10 23:59:59");
    expect(formatIstanbulDateTime(new Date("2026-03-10T21:00:00.000Z"))).toBe("2026-03-11 00:00:00");
  });
});

describe("csvLines", () => {
  it("writes each row as one CRLF-ended line, cells quoted and guarded as csvCell does", () => {
    expect(
      csvLines([
        [1, "a;b", null],
        [-2, "=1", new Date("2026-01-31T21:30:00Z")],
      ]),
    ).toBe('1;"a;b";\r\n-2;\'=1;2026-02-01 00:30:00\r\n');
  });
});
