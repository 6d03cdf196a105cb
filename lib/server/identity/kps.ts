import { config } from "@/lib/server/config";
import { logger } from "@/lib/server/logger";
import { identityKindOf, registryName } from "@/lib/identity/rules";
import type { IdentityInput } from "@/lib/identity/types";

/**
 * The one adapter to the population registry's public KPS services (PRODUCT §3.7), SOAP 1.1:
 * `TCKimlikNoDogrula` (KPSPublic.asmx: TCKimlikNo, Ad, Soyad, DogumYili) for citizens and
 * `YabanciKimlikNoDogrula` (KPSPublicYabanciDogrula.asmx: KimlikNo, Ad, Soyad, DogumGun, DogumAy,
 * DogumYil) for foreign residents. Each call has a timeout (KPS_TIMEOUT_MS); a 5xx or a dropped
 * connection is tried again (three attempts in all), a timeout is not (the user is waiting).
 * Nothing here logs the number or the names: only the service, attempt and status.
 */

const NS = "http://tckimlik.nvi.gov.tr/WS";
const ATTEMPTS = 3;
const BACKOFF_MS = [0, 150, 400];

/** The registry could not give an answer (down, slow, a 5xx, or an envelope we cannot read). */
export class RegistryUnavailableError extends Error {
  constructor(readonly reason: "timeout" | "status" | "network" | "malformed") {
    super(`identity registry unavailable (${reason})`);
    this.name = "RegistryUnavailableError";
  }
}

const escapeXml = (value: string) =>
  value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

type Call = { path: string; operation: string; fields: Array<[string, string | number]> };

function callFor(input: IdentityInput): Call {
  const first = registryName(input.firstName);
  const last = registryName(input.lastName);
  if (identityKindOf(input.number) === "ykn")
    return {
      path: "KPSPublicYabanciDogrula.asmx",
      operation: "YabanciKimlikNoDogrula",
      fields: [
        ["KimlikNo", input.number],
        ["Ad", first],
        ["Soyad", last],
        ["DogumGun", input.birthDay ?? 0],
        ["DogumAy", input.birthMonth ?? 0],
        ["DogumYil", input.birthYear],
      ],
    };
  return {
    path: "KPSPublic.asmx",
    operation: "TCKimlikNoDogrula",
    fields: [
      ["TCKimlikNo", input.number],
      ["Ad", first],
      ["Soyad", last],
      ["DogumYili", input.birthYear],
    ],
  };
}

export function soapEnvelope(call: Call): string {
  const inner = call.fields.map(([name, value]) => `<${name}>${escapeXml(String(value))}</${name}>`).join("");
  return (
    `<?xml version="1.0" encoding="utf-8"?>` +
    `<soap:Envelope xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns:xsd="http://www.w3.org/2001/XMLSchema" xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/">` +
    `<soap:Body><${call.operation} xmlns="${NS}">${inner}</${call.operation}></soap:Body></soap:Envelope>`
  );
}

/** `true`/`false` of `<…Result>`, or null when the envelope does not hold exactly that. */
export function parseRegistryResult(xml: string, operation: string): boolean | null {
  if (!/<(?:\w+:)?Envelope[\s>]/.test(xml) || !/<\/(?:\w+:)?Envelope>\s*$/.test(xml)) return null;
  const match = new RegExp(`<(?:\\w+:)?${operation}Result>\\s*(true|false)\\s*</(?:\\w+:)?${operation}Result>`).exec(
    xml,
  );
  return match ? match[1] === "true" : null;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Whether the registry knows this person with this number. Throws RegistryUnavailableError when it
 * gives no answer; the caller stores nothing then.
 */
export async function checkWithRegistry(input: IdentityInput): Promise<boolean> {
  const { KPS_URL, KPS_TIMEOUT_MS } = config();
  const call = callFor(input);
  const url = `${KPS_URL}/${call.path}`;
  const body = soapEnvelope(call);
  let last: RegistryUnavailableError = new RegistryUnavailableError("network");
  for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
    if (BACKOFF_MS[attempt - 1]) await pause(BACKOFF_MS[attempt - 1]);
    let response: Response;
    try {
      response = await fetch(url, {
        method: "POST",
        headers: { "Content-Type": "text/xml; charset=utf-8", SOAPAction: `"${NS}/${call.operation}"` },
        body,
        signal: AbortSignal.timeout(KPS_TIMEOUT_MS),
      });
    } catch (error) {
      const timedOut = error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError");
      last = new RegistryUnavailableError(timedOut ? "timeout" : "network");
      logger.warn({ operation: call.operation, attempt, reason: last.reason }, "identity registry call failed");
      if (timedOut) throw last;
      continue;
    }
    const text = await response.text().catch(() => "");
    if (response.status >= 500) {
      last = new RegistryUnavailableError("status");
      logger.warn({ operation: call.operation, attempt, status: response.status }, "identity registry answered 5xx");
      continue;
    }
    const result = response.ok ? parseRegistryResult(text, call.operation) : null;
    if (result === null) {
      logger.warn({ operation: call.operation, status: response.status }, "identity registry answer unreadable");
      throw new RegistryUnavailableError(response.ok ? "malformed" : "status");
    }
    return result;
  }
  throw last;
}
