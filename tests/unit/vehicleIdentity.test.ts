import { describe, expect, it } from "vitest";
import { cleanVin, missingForLive, vinCheckDigit, vinProblem, type VehicleIdentity } from "@/lib/vehicles/rules";
import { vehicleIdentityLabels } from "@/lib/vehicles/labels";
import { demoVehicleIdentity } from "@/lib/server/db/seed/vehicleIdentity";

describe("vinProblem", () => {
  it.each([
    // North-American WMI (1–5): the check digit is required.
    ["1HD1KB4117Y722391", null], // Harley-Davidson, check digit 1
    ["1HD1KB4197Y722391", "checkDigit"],
    ["1M8GDM9AXKP042788", null], // the ISO 3779 worked example: check digit X
    ["1M8GDM9A1KP042788", "checkDigit"],
    ["5KKHAVA16KPS00001", "checkDigit"],
    // European / Japanese WMIs: no check digit in use, so any ninth character passes.
    ["ZDMH700AAKB012345", null], // Ducati
    ["JH2RC7700LK000123", null], // Honda Japan
    ["WB10A1100LZ123456", null], // BMW
    ["VBKJGJ400LC123456", null], // KTM
    // Shape.
    ["ZDMH700AAKB01234", "length"],
    ["ZDMH700AAKB0123456", "length"],
    ["", "length"],
    ["ZDMH700AAKB01234O", "characters"],
    ["IDMH700AAKB012345", "characters"],
    ["ZDMH700QAKB012345", "characters"],
    ["ZDMH700AAKB01234ş", "characters"],
  ] as const)("%s → %s", (vin, problem) => {
    expect(vinProblem(vin)).toBe(problem);
  });

  it("computes the ISO 3779 check digit (X for a remainder of 10)", () => {
    expect(vinCheckDigit("1M8GDM9AXKP042788")).toBe("X");
    expect(vinCheckDigit("11111111111111111")).toBe("1");
  });

  it("stores a VIN upper-case without spaces or dashes", () => {
    expect(cleanVin(" zdm h700aa-kb012345 ")).toBe("ZDMH700AAKB012345");
  });

  it("names every problem in Turkish", () => {
    expect(vehicleIdentityLabels.vinProblem.checkDigit).toContain("kontrol hanesi");
  });
});

const complete: VehicleIdentity = {
  vin: "ZDMH700AAKB012345",
  engineNumber: "ZDM937A2123456",
  registrationSerial: "AB 123456",
  ownership: "company",
  consignedSellRequestId: null,
  consignorUid: null,
  eidsReference: "EIDS-2026-0001",
  eidsVerifiedBy: "staff-uid",
  eidsVerifiedAt: new Date("2026-11-20T10:00:00Z"),
};

describe("missingForLive", () => {
  it.each([
    ["complete company stock", {}, []],
    ["consigned with request and owner", { ownership: "consigned", consignedSellRequestId: 7, consignorUid: "u1" }, []],
    ["no VIN", { vin: "" }, ["vin"]],
    ["an invalid VIN", { vin: "1M8GDM9A1KP042788" }, ["vin"]],
    ["no engine number", { engineNumber: "  " }, ["engineNumber"]],
    ["no ruhsat serial", { registrationSerial: "" }, ["registrationSerial"]],
    ["consigned without owner", { ownership: "consigned", consignedSellRequestId: 7 }, ["ownership"]],
    ["no EİDS record", { eidsReference: null, eidsVerifiedBy: null, eidsVerifiedAt: null }, ["eids"]],
    [
      "nothing at all",
      {
        vin: "",
        engineNumber: "",
        registrationSerial: "",
        eidsReference: null,
        eidsVerifiedBy: null,
        eidsVerifiedAt: null,
      },
      ["vin", "engineNumber", "registrationSerial", "eids"],
    ],
  ] as const)("%s → %j", (_name, change, missing) => {
    expect(missingForLive({ ...complete, ...(change as Partial<VehicleIdentity>) })).toEqual(missing);
  });

  it("the refusal names exactly what is missing", () => {
    expect(vehicleIdentityLabels.notReady(["vin", "eids"])).toBe(
      "Araç yayına alınamaz; eksik: Şasi numarası (VIN), EİDS doğrulaması.",
    );
  });
});

describe("the demo identities", () => {
  it.each(["Honda", "Harley-Davidson", "Ducati", "Kuba"])("every seeded %s gets a complete identity", (brand) => {
    for (let i = 0; i < 50; i++) {
      const identity = demoVehicleIdentity(`key-${i}`, brand, 2015 + (i % 12));
      expect(
        missingForLive({ ...identity, ownership: "company", consignedSellRequestId: null, consignorUid: null }),
      ).toEqual([]);
    }
  });
});
