// @vitest-environment jsdom
import Cookies from "js-cookie";
import { refreshToken, tokenNeedsRefresh } from "@/lib/tokenRefresh";
import { getManagementToken, getUserToken, setManagementToken, setUserToken } from "@/lib/tokens";

const b64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");
const jwt = (uid: string, expInSeconds: number) =>
  `${b64url({ alg: "none" })}.${b64url({ user_id: uid, email: `${uid}@t.tr`, exp: Math.floor(Date.now() / 1000) + expInSeconds })}.sig`;

const firebase = vi.hoisted(() => ({
  currentUser: null as null | { uid: string; getIdToken: (force: boolean) => Promise<string> },
  fail: false,
}));

vi.mock("@/lib/firebase", () => ({
  firebaseAuth: () => {
    if (firebase.fail) throw new Error("offline");
    return { authStateReady: () => Promise.resolve(), currentUser: firebase.currentUser };
  },
}));

const fresh = jwt("u1", 3600);

beforeEach(() => {
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: "/" });
  firebase.fail = false;
  firebase.currentUser = { uid: "u1", getIdToken: vi.fn(async () => fresh) };
});

describe("refreshToken (PRODUCT §3.3 token lifecycle)", () => {
  it("forces a new ID token and saves it as the user token when one exists", async () => {
    setUserToken(jwt("u1", -10));
    await refreshToken();
    expect(firebase.currentUser!.getIdToken).toHaveBeenCalledWith(true);
    expect(getUserToken()).toBe(`Bearer ${fresh}`);
    expect(getManagementToken()).toBeUndefined();
  });

  it("saves it as the management token when there is no user token", async () => {
    setManagementToken(jwt("u1", 100));
    await refreshToken();
    expect(getManagementToken()).toBe(`Bearer ${fresh}`);
    expect(getUserToken()).toBeUndefined();
  });

  it("removes an expired management token it could not refresh", async () => {
    firebase.currentUser = null;
    setManagementToken(jwt("staff", -10));
    await refreshToken();
    expect(getManagementToken()).toBeUndefined();
  });

  it("keeps a valid management token of another account untouched", async () => {
    const other = jwt("staff", 3600);
    setManagementToken(other);
    await refreshToken();
    expect(getManagementToken()).toBe(`Bearer ${other}`);
  });

  it("only logs a failure", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    firebase.fail = true;
    const old = jwt("u1", 3600);
    setUserToken(old);
    await expect(refreshToken()).resolves.toBeUndefined();
    expect(log).toHaveBeenCalled();
    expect(getUserToken()).toBe(`Bearer ${old}`);
    log.mockRestore();
  });
});

describe("tokenNeedsRefresh", () => {
  it.each([
    ["no token", undefined, false],
    ["not a JWT", "Bearer abc", false],
    ["valid for an hour", `Bearer ${jwt("u", 3600)}`, false],
    ["expires within five minutes", `Bearer ${jwt("u", 120)}`, true],
    ["expired", `Bearer ${jwt("u", -1)}`, true],
  ])("%s → %s", (_name, token, expected) => {
    expect(tokenNeedsRefresh(token)).toBe(expected);
  });
});
