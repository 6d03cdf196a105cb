import { describe, expect, it } from "vitest";
import { extractText, getDocumentProxy } from "unpdf";
import {
  FEE_KDV_TEXT,
  contractAvailable,
  feeLine,
  formatKurus,
  invoiceNumber,
  invoiceSubmitRetryDelay,
  invoiceTotals,
  istanbulYear,
  vknCheckDigit,
  vknProblem,
} from "@/lib/invoices/rules";
import { totalInWords } from "@/lib/invoices/labels";
import { renderInvoicePdf, type InvoicePrint } from "@/lib/server/invoices/document";
import { COMPANY } from "@/lib/company";
import { gibIntegratorProvider, invoiceProvider } from "@/lib/server/invoices/provider";
import { itMaps } from "@/tests/unit/helpers/cases";
import { saveEnv } from "@/tests/unit/helpers/env";

describe("invoice number", () => {
  it("is 16 characters: series, year, nine digits", () => {
    expect(invoiceNumber("MBA", 2026, 1)).toBe("MBA2026000000001");
    expect(invoiceNumber("MBI", 2027, 123456789)).toBe("MBI2027123456789");
    expect(invoiceNumber("MBA", 2026, 42)).toHaveLength(16);
  });
  it.each([
    ["mba", 2026, 1],
    ["MB", 2026, 1],
    ["MBA", 26, 1],
    ["MBA", 2026, 0],
    ["MBA", 2026, 1_000_000_000],
    ["MBA", 2026, 1.5],
  ])("refuses %s %s %s", (series, year, sequence) => {
    expect(() => invoiceNumber(series, year, sequence)).toThrow(RangeError);
  });
  it("takes the Istanbul year: 31 December 21:00 UTC is already the next year", () => {
    expect(istanbulYear(new Date("2026-12-31T20:59:59Z"))).toBe(2026);
    expect(istanbulYear(new Date("2026-12-31T21:00:00Z"))).toBe(2027);
  });
});

describe("KDV", () => {
  it.each([
    // amount TL, net kuruş, KDV kuruş
    [1000, 83333, 16667],
    [1200, 100000, 20000],
    [3500, 291667, 58333],
    [1, 83, 17],
  ])("a KDV-inclusive fee of %i TL is net %i + KDV %i kuruş, adding up to what was paid", (tl, net, kdv) => {
    const line = feeLine("Hizmet", tl);
    expect(line).toMatchObject({ netKurus: net, kdvKurus: kdv, totalKurus: tl * 100, kdvRate: 20, quantity: 1 });
  });
  it("adds 20 % on top when a fee is KDV-exclusive", () => {
    expect(feeLine("Hizmet", 1000, false)).toMatchObject({ netKurus: 100000, kdvKurus: 20000, totalKurus: 120000 });
  });
  it("totals the lines", () => {
    expect(invoiceTotals([feeLine("a", 1000), feeLine("b", 1200)])).toEqual({
      netKurus: 183333,
      kdvKurus: 36667,
      totalKurus: 220000,
    });
  });
  it("states the rule the fee pages quote", () => {
    expect(FEE_KDV_TEXT).toBe("Hizmet bedeli ve nakliye ücreti %20 KDV dahildir; faturada KDV ayrıca gösterilir.");
  });
  it("refuses a fee that is not a positive whole lira", () => {
    expect(() => feeLine("x", 0)).toThrow(RangeError);
    expect(() => feeLine("x", 10.5)).toThrow(RangeError);
  });
});

describe("amounts in print and in words", () => {
  itMaps("%i kuruş prints %s", formatKurus, [
    [100000, "1.000,00 TL"],
    [83333, "833,33 TL"],
    [5, "0,05 TL"],
    [123456789, "1.234.567,89 TL"],
  ]);
  itMaps("%i kuruş reads %s", totalInWords, [
    [120000, "Yalnız bin iki yüz TL"],
    [350000, "Yalnız üç bin beş yüz TL"],
    [83333, "Yalnız sekiz yüz otuz üç TL otuz üç kuruş"],
    [100, "Yalnız bir TL"],
  ]);
});

describe("VKN", () => {
  const valid = (first9: string) => `${first9}${vknCheckDigit(first9)}`;
  it("accepts a number whose tenth digit is the check digit, and refuses any other tenth digit", () => {
    const vkn = valid("123456789");
    expect(vknProblem(vkn)).toBeNull();
    const wrong = `123456789${(Number(vkn[9]) + 1) % 10}`;
    expect(vknProblem(wrong)).toBe("Vergi kimlik numarası geçerli değil.");
  });
  it.each(["4810058590", "8760046299", "4620553774", "1111111114"])("accepts the published VKN %s", (vkn) => {
    expect(vknProblem(vkn)).toBeNull();
  });
  it.each(["4810058591", "8760046290", "1111111115"])("refuses %s (one check digit off)", (vkn) => {
    expect(vknProblem(vkn)).toBe("Vergi kimlik numarası geçerli değil.");
  });
  it.each(["123", "12345678901", "12345abcde", ""])("refuses %j for its form", (value) => {
    expect(vknProblem(value)).toBe("Vergi kimlik numarası 10 haneli olmalıdır.");
  });
});

describe("sales contract", () => {
  itMaps("%s → %s", contractAvailable, [
    ["awaiting_payment", false],
    ["paid", true],
    ["completed", true],
    ["cancelled", false],
  ]);
});

const base: InvoicePrint = {
  number: "MBA2026000000007",
  kind: "invoice",
  issuedAt: new Date("2026-03-05T09:30:00Z"),
  buyer: { kind: "person", name: "Işıl Ağaoğlu Şenİz", identityNumber: "10000000146" },
  lines: [feeLine("Alıcı hizmet bedeli — sipariş MB-S-12", 3500)],
  netKurus: 291667,
  kdvKurus: 58333,
  totalKurus: 350000,
  kdvRate: 20,
  creditsNumber: null,
};

describe("invoice PDF", () => {
  const textOf = async (pdf: Buffer) => {
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true });
    return text;
  };

  it("holds the seller, the buyer, KDV shown separately, the total and the words, with ğ ş İ ı intact", async () => {
    const text = await textOf(await renderInvoicePdf(base));
    for (const expected of [
      "e-Arşiv Fatura",
      "MBA2026000000007",
      COMPANY.legalName,
      COMPANY.taxOffice,
      COMPANY.mersis,
      "MERSİS",
      "Işıl Ağaoğlu Şenİz",
      "10000000146",
      "2.916,67 TL",
      "583,33 TL",
      "3.500,00 TL",
      "KDV (%20)",
      "Yalnız üç bin beş yüz TL",
    ])
      expect(text).toContain(expected);
    for (const letter of ["ğ", "ş", "İ", "ı"]) expect(text).toContain(letter);
  });

  it("prints a company's VKN and tax office, and a credit note names the invoice it cancels", async () => {
    const text = await textOf(
      await renderInvoicePdf({
        ...base,
        number: "MBI2026000000001",
        kind: "credit_note",
        creditsNumber: "MBA2026000000007",
        buyer: { kind: "company", name: "Örnek Motor Ticaret Ltd. Şti.", vkn: "1111111114", taxOffice: "Kadıköy" },
      }),
    );
    for (const expected of [
      "e-Arşiv İade Faturası",
      "MBI2026000000001",
      "İade edilen fatura",
      "MBA2026000000007",
      "Örnek Motor Ticaret Ltd. Şti.",
      "1111111114",
      "Kadıköy",
    ])
      expect(text).toContain(expected);
  });
});

describe("InvoiceProvider", () => {
  const print: InvoicePrint = {
    ...base,
    number: "MBA2026000000009",
    buyer: { kind: "person", name: "Ayşe Yılmaz", identityNumber: "10000000146" },
    lines: [feeLine("Hizmet", 1200)],
    netKurus: 100000,
    kdvKurus: 20000,
    totalKurus: 120000,
  };

  it("is the embedded PDF archive unless GIB_INTEGRATOR_URL and GIB_INTEGRATOR_TOKEN are both set", () => {
    const restore = saveEnv("GIB_INTEGRATOR_URL", "GIB_INTEGRATOR_TOKEN");
    try {
      delete process.env.GIB_INTEGRATOR_URL;
      delete process.env.GIB_INTEGRATOR_TOKEN;
      expect(invoiceProvider().name).toBe("archive");
      process.env.GIB_INTEGRATOR_URL = "https://entegrator.example/api";
      expect(invoiceProvider().name).toBe("archive");
      process.env.GIB_INTEGRATOR_TOKEN = "secret";
      expect(invoiceProvider().name).toBe("gib");
    } finally {
      restore();
    }
  });

  it("the integrator adapter posts the invoice with its token and fetches the archived PDF", async () => {
    const calls: { url: string; init?: RequestInit }[] = [];
    const fakeFetch = (async (url: string, init?: RequestInit) => {
      calls.push({ url, init });
      return url.endsWith("/pdf")
        ? new Response(new Uint8Array([37, 80, 68, 70]))
        : Response.json({ ettn: "f47ac10b-58cc-4372-a567-0e02b2c3d479" });
    }) as typeof fetch;
    const provider = gibIntegratorProvider("https://entegrator.example/api", "secret", fakeFetch);
    expect(await provider.submit(print)).toBe("f47ac10b-58cc-4372-a567-0e02b2c3d479");
    expect(calls[0].url).toBe("https://entegrator.example/api/invoices");
    expect(calls[0].init?.method).toBe("POST");
    expect((calls[0].init?.headers as Record<string, string>).Authorization).toBe("Bearer secret");
    expect(JSON.parse(String(calls[0].init?.body))).toMatchObject({ number: print.number, totalKurus: 120000 });
    expect((await provider.pdf(print)).toString("latin1")).toBe("%PDF");
    expect(calls[1].url).toBe("https://entegrator.example/api/invoices/MBA2026000000009/pdf");
  });
});

describe("invoice submission retries", () => {
  itMaps("after %i failed attempts the next waits %i s (never giving up)", invoiceSubmitRetryDelay, [
    [0, 30],
    [1, 30],
    [2, 120],
    [3, 600],
    [6, 21_600],
    [7, 21_600],
    [100, 21_600],
  ]);
});
