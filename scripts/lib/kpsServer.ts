import http from "node:http";
import type { AddressInfo } from "node:net";
import { DEMO_IDENTITIES, type DemoIdentity } from "@/lib/server/db/seed/demoIdentities";

/**
 * The embedded default of the population registry (PRODUCT §3.7): a small SOAP 1.1 server answering
 * `TCKimlikNoDogrula` (/Service/KPSPublic.asmx) and `YabanciKimlikNoDogrula`
 * (/Service/KPSPublicYabanciDogrula.asmx) like the public KPS services, for the demo identities, so
 * the adapter's production code path runs locally and in tests. Started in-process by the stack
 * (dev, start, tests) unless KPS_URL names another.
 *
 * Tests also register people (`POST /demo/kisiler`, JSON) and make it misbehave (`fault`): time out,
 * answer a malformed envelope, or answer 500 (`errors` times, or always).
 */

export type KpsFault = { kind: "timeout" | "malformed" | "error"; times?: number } | null;

export type RunningKps = {
  /** The KPS_URL value: the base the two .asmx paths hang under. */
  url: string;
  /** SOAP calls answered so far (tests count the adapter's retries; a refused check digit makes none). */
  calls: () => number;
  register: (person: DemoIdentity) => void;
  setFault: (fault: KpsFault) => void;
  stop: () => Promise<void>;
};

const NS = "http://tckimlik.nvi.gov.tr/WS";
const upper = (value: string) => value.trim().replace(/\s+/g, " ").toLocaleUpperCase("tr-TR");
const keyOf = (p: { number: string; firstName: string; lastName: string }) =>
  `${p.number}|${upper(p.firstName)}|${upper(p.lastName)}`;

function field(body: string, name: string): string | null {
  const match = new RegExp(`<(?:\\w+:)?${name}>([^<]*)</(?:\\w+:)?${name}>`).exec(body);
  return match ? match[1].replace(/&amp;/g, "&").replace(/&lt;/g, "<").replace(/&gt;/g, ">") : null;
}

function envelope(inner: string): string {
  return (
    `<?xml version="1.0" encoding="utf-8"?>` +
    `<soap:Envelope xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns:xsd="http://www.w3.org/2001/XMLSchema">` +
    `<soap:Body>${inner}</soap:Body></soap:Envelope>`
  );
}

const fault = (text: string) =>
  envelope(`<soap:Fault><faultcode>soap:Client</faultcode><faultstring>${text}</faultstring></soap:Fault>`);

export async function startKpsServer(opts: { port?: number; host?: string } = {}): Promise<RunningKps> {
  const people = new Map<string, DemoIdentity>(DEMO_IDENTITIES.map((p) => [keyOf(p), p]));
  let current: KpsFault = null;
  let calls = 0;
  const hanging = new Set<http.ServerResponse>();

  const answer = (body: string): { status: number; xml: string } => {
    const citizen = /<(?:\w+:)?TCKimlikNoDogrula[\s>]/.test(body);
    const foreign = /<(?:\w+:)?YabanciKimlikNoDogrula[\s>]/.test(body);
    if (!citizen && !foreign) return { status: 500, xml: fault("Unknown operation") };
    const number = field(body, citizen ? "TCKimlikNo" : "KimlikNo");
    const first = field(body, "Ad");
    const last = field(body, "Soyad");
    const year = field(body, citizen ? "DogumYili" : "DogumYil");
    if (!number || !/^\d{11}$/.test(number) || !first || !last || !year || !/^\d{4}$/.test(year))
      return { status: 500, xml: fault("Server was unable to read request.") };
    const person = people.get(keyOf({ number, firstName: first, lastName: last }));
    let ok = person !== undefined && person.birthYear === Number(year);
    if (ok && foreign)
      ok =
        person!.birthMonth === Number(field(body, "DogumAy")) && person!.birthDay === Number(field(body, "DogumGun"));
    const operation = citizen ? "TCKimlikNoDogrula" : "YabanciKimlikNoDogrula";
    return {
      status: 200,
      xml: envelope(
        `<${operation}Response xmlns="${NS}"><${operation}Result>${ok}</${operation}Result></${operation}Response>`,
      ),
    };
  };

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const body = Buffer.concat(chunks).toString("utf8");
      if (req.method === "POST" && req.url === "/demo/kisiler") {
        try {
          const person = JSON.parse(body) as DemoIdentity;
          people.set(keyOf(person), person);
          res.writeHead(201).end();
        } catch {
          res.writeHead(400).end();
        }
        return;
      }
      const path = (req.url ?? "").split("?")[0];
      if (req.method !== "POST" || !/^\/Service\/KPSPublic(YabanciDogrula)?\.asmx$/.test(path)) {
        res.writeHead(404).end();
        return;
      }
      calls++;
      const active = current;
      if (active && active.times !== undefined && --active.times <= 0) current = null;
      if (active?.kind === "timeout") {
        // Never answered: the adapter's own timeout has to end the call.
        hanging.add(res);
        res.on("close", () => hanging.delete(res));
        return;
      }
      if (active?.kind === "error") {
        res.writeHead(500, { "Content-Type": "text/xml; charset=utf-8" }).end(fault("Service unavailable"));
        return;
      }
      if (active?.kind === "malformed") {
        res
          .writeHead(200, { "Content-Type": "text/xml; charset=utf-8" })
          .end(envelope("<Beklenmeyen>yanıt</Beklenmeyen"));
        return;
      }
      const { status, xml } = answer(body);
      res.writeHead(status, { "Content-Type": "text/xml; charset=utf-8" }).end(xml);
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(opts.port ?? 0, opts.host ?? "127.0.0.1", () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/Service`,
    calls: () => calls,
    register: (person) => people.set(keyOf(person), person),
    setFault: (next) => {
      current = next ? { ...next } : null;
    },
    stop: async () => {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/**
 * A person nobody else has: a random valid T.C. Kimlik No (check digits computed) with a name, for
 * tests that teach the local registry (`register` or `POST /demo/kisiler`) one identity per account.
 */
export function freshTestIdentity(): DemoIdentity {
  const digits = [
    1 + Math.floor(Math.random() * 8),
    ...Array.from({ length: 8 }, () => Math.floor(Math.random() * 10)),
  ];
  const odd = digits[0] + digits[2] + digits[4] + digits[6] + digits[8];
  const even = digits[1] + digits[3] + digits[5] + digits[7];
  const tenth = (((odd * 7 - even) % 10) + 10) % 10;
  const eleventh = (digits.reduce((a, b) => a + b, 0) + tenth) % 10;
  return {
    number: [...digits, tenth, eleventh].join(""),
    firstName: "Test",
    lastName: "Kullanıcı",
    birthYear: 1990,
  };
}

/** Teaches the registry at `kpsUrl` (a KPS_URL value) one more person. */
export async function registerWithLocalRegistry(kpsUrl: string, person: DemoIdentity): Promise<void> {
  const response = await fetch(new URL("/demo/kisiler", kpsUrl), {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(person),
  });
  if (response.status !== 201) throw new Error(`the local registry refused the test identity (${response.status})`);
}
