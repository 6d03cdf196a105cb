import { checkPlate } from "@/lib/plate";

describe("checkPlate (PRODUCT §11.1)", () => {
  it.each([
    // [input, cleaned, valid]
    ["34 A 1234", "34A1234", true],
    ["34A12345", "34A12345", true],
    ["06 AB 123", "06AB123", true],
    ["06AB1234", "06AB1234", true],
    ["35 ABC 12", "35ABC12", true],
    ["35abc123", "35ABC123", true],
    ["01 A 1234", "01A1234", true],
    ["81 ZZ 999", "81ZZ999", true],
    ["34-abc-123", "34ABC123", true],
    ["  16  ab  1234 ", "16AB1234", true],
  ])("%s → %s valid", (input, plate, valid) => {
    expect(checkPlate(input)).toEqual({ plate, valid });
  });

  it.each([
    ["00 A 1234", "00A1234", "province 00"],
    ["82 AB 123", "82AB123", "province 82"],
    ["99 AB 123", "99AB123", "province 99"],
    ["3 AB 123", "3AB123", "one-digit province"],
    ["34 A 123", "34A123", "1 letter + 3 digits"],
    ["34 A 123456", "34A123456", "1 letter + 6 digits"],
    ["34 AB 12", "34AB12", "2 letters + 2 digits"],
    ["34 AB 12345", "34AB12345", "2 letters + 5 digits"],
    ["34 ABC 1", "34ABC1", "3 letters + 1 digit"],
    ["34 ABC 1234", "34ABC1234", "3 letters + 4 digits"],
    ["34 ABCD 12", "34ABCD12", "4 letters"],
    ["34 1234", "341234", "no letters"],
    ["", "", "empty"],
  ])("%s → %s invalid (%s)", (input, plate) => {
    expect(checkPlate(input)).toEqual({ plate, valid: false });
  });

  it("treats null and undefined as an empty, invalid plate", () => {
    expect(checkPlate(null)).toEqual({ plate: "", valid: false });
    expect(checkPlate(undefined)).toEqual({ plate: "", valid: false });
  });

  it("uppercases the dotless i to I, not İ", () => {
    expect(checkPlate("34 bi 123")).toEqual({ plate: "34BI123", valid: true });
  });
});
