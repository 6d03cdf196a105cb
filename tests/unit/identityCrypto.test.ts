import { afterEach, describe, expect, it } from "vitest";
import {
  currentIdentityKeyId,
  identityLookupHash,
  openIdentityNumber,
  sealIdentityNumber,
} from "@/lib/server/identity/crypto";
import { saveEnv } from "@/tests/unit/helpers/env";

const key = (fill: number) => Buffer.alloc(32, fill).toString("base64");
afterEach(saveEnv("IDENTITY_ENCRYPTION_KEYS", "IDENTITY_LOOKUP_SECRET"));

describe("identity numbers at rest", () => {
  it("seals with the first key, a fresh IV each time, and never holds the number in clear", () => {
    process.env.IDENTITY_ENCRYPTION_KEYS = `k1:${key(1)}`;
    const a = sealIdentityNumber("28461937550");
    const b = sealIdentityNumber("28461937550");
    expect(a.keyId).toBe("k1");
    expect(a.ciphertext).not.toBe(b.ciphertext);
    expect(a.ciphertext).not.toContain("28461937550");
    expect(openIdentityNumber(a)).toBe("28461937550");
  });

  it("rotation: after a new key is put first, old values still open and new ones use the new key", () => {
    process.env.IDENTITY_ENCRYPTION_KEYS = `k1:${key(1)}`;
    const old = sealIdentityNumber("36184295772");
    process.env.IDENTITY_ENCRYPTION_KEYS = `k2:${key(2)},k1:${key(1)}`;
    expect(currentIdentityKeyId()).toBe("k2");
    expect(openIdentityNumber(old)).toBe("36184295772");
    expect(sealIdentityNumber("36184295772").keyId).toBe("k2");
    // Once the old key is removed, its values fail loudly instead of answering garbage.
    process.env.IDENTITY_ENCRYPTION_KEYS = `k2:${key(2)}`;
    expect(() => openIdentityNumber(old)).toThrow('identity key "k1" is not configured');
  });

  it("refuses a tampered ciphertext (GCM authentication)", () => {
    process.env.IDENTITY_ENCRYPTION_KEYS = `k1:${key(1)}`;
    const sealed = sealIdentityNumber("47291538638");
    const [iv, tag, body] = sealed.ciphertext.split(".");
    const flipped = Buffer.from(body, "base64url");
    flipped[0] ^= 1;
    expect(() =>
      openIdentityNumber({ ...sealed, ciphertext: [iv, tag, flipped.toString("base64url")].join(".") }),
    ).toThrow();
  });

  it("the lookup hash is stable per secret, differs between numbers and secrets, and is not the number", () => {
    process.env.IDENTITY_LOOKUP_SECRET = "first-secret-of-16+";
    const one = identityLookupHash("28461937550");
    expect(identityLookupHash("28461937550")).toBe(one);
    expect(identityLookupHash("36184295772")).not.toBe(one);
    expect(one).not.toContain("28461937550");
    process.env.IDENTITY_LOOKUP_SECRET = "second-secret-of-16+";
    expect(identityLookupHash("28461937550")).not.toBe(one);
  });
});
