import { decodeToken } from "@/lib/token";

const NOW = Date.parse("2026-03-01T12:00:00Z");
const b64url = (value: unknown) =>
  Buffer.from(typeof value === "string" ? value : JSON.stringify(value)).toString("base64url");
const jwt = (payload: unknown) => `${b64url({ alg: "RS256" })}.${b64url(payload)}.signature`;

describe("decodeToken (PRODUCT §3.1)", () => {
  const future = NOW / 1000 + 3600;
  const past = NOW / 1000 - 1;

  it.each([
    [
      "uid from user_id",
      jwt({ user_id: "u1", sub: "s1", email: "a@b.tr", exp: future }),
      { uid: "u1", email: "a@b.tr", exp: future, isExpired: false },
    ],
    [
      "uid from sub when no user_id",
      jwt({ sub: "s1", email: "a@b.tr", exp: future }),
      { uid: "s1", email: "a@b.tr", exp: future, isExpired: false },
    ],
    [
      "Bearer prefix stripped",
      `Bearer ${jwt({ user_id: "u1", email: "x@y.tr", exp: future })}`,
      { uid: "u1", email: "x@y.tr", exp: future, isExpired: false },
    ],
    [
      "exp in the past is expired",
      jwt({ user_id: "u1", email: "a@b.tr", exp: past }),
      { uid: "u1", email: "a@b.tr", exp: past, isExpired: true },
    ],
    ["missing exp counts as expired", jwt({ user_id: "u1" }), { uid: "u1", email: "", exp: 0, isExpired: true }],
    [
      "unicode payload",
      jwt({ user_id: "ü", email: "şule@örnek.tr", exp: future }),
      { uid: "ü", email: "şule@örnek.tr", exp: future, isExpired: false },
    ],
  ])("%s", (_name, token, expected) => {
    expect(decodeToken(token, NOW)).toEqual(expected);
  });

  it.each([
    ["empty", ""],
    ["null", null],
    ["one part", "abc"],
    ["two parts", "abc.def"],
    ["four parts", "a.b.c.d"],
    ["payload not JSON", `${b64url("x")}.${b64url("not json")}.sig`],
    ["payload not base64", "a.%%%.c"],
  ])("%s → null", (_name, token) => {
    expect(decodeToken(token as string | null, NOW)).toBeNull();
  });
});
