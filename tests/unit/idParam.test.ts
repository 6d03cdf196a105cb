import { idParam } from "@/lib/server/schemas";
import { parseRecordId } from "@/lib/recordId";

describe("idParam", () => {
  it.each(["1", "42", "9007199254740991", "007"])("accepts the record number %j", (id) => {
    expect(idParam.safeParse({ id }).success).toBe(true);
  });

  // Number() reads all of these as a record number; a path id is written in decimal digits only, so
  // " 5", "+5", "1 " or "0x10" (16) must not act on record 5, 1 or 16.
  it.each([
    "",
    " 5",
    "5 ",
    "+5",
    "0x10",
    "1e1",
    "1.0",
    "0b1",
    "0o7",
    "-1",
    "0",
    "abc",
    "1.5",
    "1e99",
    "99999999999999999999",
    "9007199254740992",
    "Infinity",
    "NaN",
  ])("refuses %j with the Turkish message", (id) => {
    const result = idParam.safeParse({ id });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0].message).toBe("Geçersiz kayıt numarası.");
  });

  it("refuses a repeated parameter (an array)", () => {
    expect(idParam.safeParse({ id: ["5", "6"] }).success).toBe(false);
  });
});

describe("parseRecordId (the /ihaleler/[id] and /hemenal/[id] pages)", () => {
  it("reads decimal record numbers and nothing else", () => {
    expect(parseRecordId("16")).toBe(16);
    for (const raw of ["0x10", " 16", "+16", "16 ", "1.6e1", "0", "-16", undefined, ["16"]])
      expect(parseRecordId(raw)).toBeNull();
  });
});
