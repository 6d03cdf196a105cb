import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { checkWithRegistry, parseRegistryResult, RegistryUnavailableError } from "@/lib/server/identity/kps";
import { startKpsServer, type RunningKps } from "@/scripts/lib/kpsServer";
import { saveEnv } from "@/tests/unit/helpers/env";

/**
 * The KPS adapter against the local SOAP server the stack runs (scripts/lib/kpsServer.ts): the same
 * code path production takes to the population registry, with the server made to misbehave.
 */
let kps: RunningKps;
const restoreEnv = saveEnv("KPS_URL", "KPS_TIMEOUT_MS");

beforeAll(async () => {
  kps = await startKpsServer();
  process.env.KPS_URL = kps.url;
  // Generous for the calls that should succeed on a loaded machine; the timeout case shortens it.
  process.env.KPS_TIMEOUT_MS = "10000";
});
afterEach(() => kps.setFault(null));
afterAll(async () => {
  await kps.stop();
  restoreEnv();
});

const mehmet = { number: "28461937550", firstName: "mehmet", lastName: "yılmaz", birthYear: 1985 };
const john = {
  number: "99123456740",
  firstName: "John",
  lastName: "Smith",
  birthYear: 1980,
  birthMonth: 5,
  birthDay: 12,
};

async function failure(promise: Promise<unknown>): Promise<RegistryUnavailableError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(RegistryUnavailableError);
  return error as RegistryUnavailableError;
}

describe("the KPS adapter", () => {
  it("answers true for a person the registry knows (names sent in Turkish capitals)", async () => {
    expect(await checkWithRegistry(mehmet)).toBe(true);
  });

  it("answers false for a wrong birth year or name", async () => {
    expect(await checkWithRegistry({ ...mehmet, birthYear: 1986 })).toBe(false);
    expect(await checkWithRegistry({ ...mehmet, lastName: "Yıldız" })).toBe(false);
  });

  it("checks a foreigner's number through YabanciKimlikNoDogrula with the whole birth date", async () => {
    expect(await checkWithRegistry(john)).toBe(true);
    expect(await checkWithRegistry({ ...john, birthDay: 13 })).toBe(false);
  });

  it("gives up after its timeout, once (a timeout is not retried)", async () => {
    kps.setFault({ kind: "timeout" });
    process.env.KPS_TIMEOUT_MS = "300";
    try {
      const before = kps.calls();
      expect((await failure(checkWithRegistry(mehmet))).reason).toBe("timeout");
      expect(kps.calls()).toBe(before + 1);
    } finally {
      process.env.KPS_TIMEOUT_MS = "10000";
    }
  });

  it("refuses a malformed envelope as unavailable", async () => {
    kps.setFault({ kind: "malformed" });
    expect((await failure(checkWithRegistry(mehmet))).reason).toBe("malformed");
  });

  it("retries a 500 and succeeds when the registry recovers; three 500s are unavailable", async () => {
    kps.setFault({ kind: "error", times: 2 });
    let before = kps.calls();
    expect(await checkWithRegistry(mehmet)).toBe(true);
    expect(kps.calls()).toBe(before + 3);

    kps.setFault({ kind: "error" });
    before = kps.calls();
    expect((await failure(checkWithRegistry(mehmet))).reason).toBe("status");
    expect(kps.calls()).toBe(before + 3);
  });

  it("reads only a whole envelope with exactly the expected result", () => {
    const ok =
      '<?xml version="1.0"?><soap:Envelope xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/"><soap:Body><TCKimlikNoDogrulaResponse xmlns="http://tckimlik.nvi.gov.tr/WS"><TCKimlikNoDogrulaResult>true</TCKimlikNoDogrulaResult></TCKimlikNoDogrulaResponse></soap:Body></soap:Envelope>';
    expect(parseRegistryResult(ok, "TCKimlikNoDogrula")).toBe(true);
    expect(parseRegistryResult(ok.replace("true", "evet"), "TCKimlikNoDogrula")).toBeNull();
    expect(parseRegistryResult(ok.slice(0, -20), "TCKimlikNoDogrula")).toBeNull();
    expect(parseRegistryResult(ok, "YabanciKimlikNoDogrula")).toBeNull();
  });
});
