import { describe, expect, it } from "vitest";
import { slugify } from "@/lib/slug";
import { itMaps } from "@/tests/unit/helpers/cases";

describe("slugify", () => {
  itMaps("%s → %s", slugify, [
    ["İkinci El Motosiklet Alırken Nelere Dikkat Etmeli?", "ikinci-el-motosiklet-alirken-nelere-dikkat-etmeli"],
    ["şğıöüç ŞĞIÖÜÇ", "sgiouc-sgiouc"],
    ["Noter Satışı: Adım Adım Rehber", "noter-satisi-adim-adim-rehber"],
    ["KIŞ BAKIMI", "kis-bakimi"],
    ["Çağrı & Gönül", "cagri-ve-gonul"],
    ["  --Provizyon nedir?--  ", "provizyon-nedir"],
    ["Hâlâ kârlı mı? 2026", "hala-karli-mi-2026"],
    ["Yamaha MT-07 vs. Kawasaki Z650", "yamaha-mt-07-vs-kawasaki-z650"],
    ["Café Racer", "cafe-racer"],
    ["!!!", ""],
  ]);

  it("keeps long slugs within 120 characters and cuts at a word boundary", () => {
    const slug = slugify("Motosiklet ".repeat(30));
    expect(slug.length).toBeLessThanOrEqual(120);
    expect(slug.endsWith("-")).toBe(false);
    expect(slug.split("-").every((word) => word === "motosiklet")).toBe(true);
  });
});
