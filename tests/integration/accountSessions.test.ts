import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb, schema } from "@/lib/server/db";
import { adminAuth } from "@/lib/server/firebaseAdmin";
import currentHandler from "@/pages/api/me/current";
import profileHandler from "@/pages/api/me/profile";
import provisionHandler from "@/pages/api/me/provision";
import { serveHandler } from "@/tests/integration/helpers/http";
import { profileBody } from "@/tests/integration/helpers/requestBodies";
import { registeredUser, signUp, staffAccount } from "@/tests/integration/helpers/identity";

const current = serveHandler(currentHandler);
const profile = serveHandler(profileHandler);
const provision = serveHandler(provisionHandler);

async function signInWith(email: string, password: string): Promise<string> {
  const response = await fetch(
    `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`,
    {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ email, password, returnSecureToken: true }),
    },
  );
  const data = (await response.json()) as { idToken: string };
  if (!response.ok) throw new Error(JSON.stringify(data));
  return data.idToken;
}

async function profileEmail(uid: string): Promise<string | undefined> {
  const [row] = await getDb().select({ email: schema.users.email }).from(schema.users).where(eq(schema.users.uid, uid));
  return row?.email;
}

describe("a staff token at the user area", () => {
  it("answers 403 wrong_session (not an auth failure) at user endpoints, and creates no profile for staff", async () => {
    const staff = await staffAccount({ isSuper: true });
    const read = await provision({ token: staff.token });
    expect(read.status).toBe(403);
    expect(read.body).toMatchObject({
      code: "wrong_session",
      error: expect.stringContaining("personel oturumuyla yapılamaz"),
    });

    const edit = await profile.put(staff.token, {
      body: { name: "Selin", lastName: "Kaya", phone: "5321234567", city: "Bursa" },
    });
    expect(edit.status).toBe(403);
    expect(edit.body.code).toBe("wrong_session");

    const create = await profile.post(staff.token, { body: profileBody });
    expect(create.status).toBe(403);
    expect(create.body.code).toBe("wrong_session");
    expect(await profileEmail(staff.uid)).toBeUndefined();
  });

  it("keeps the plain 403 for an account that never finished sign-up (PRODUCT §12.3 applies)", async () => {
    const account = await signUp();
    const read = await provision({ token: account.token });
    expect(read.status).toBe(403);
    expect(read.body).toEqual({ error: "Lütfen baştan kayıt olunuz.", code: "forbidden" });
  });
});

describe("e-mail change", () => {
  it("the profile row follows the account's new address, and an older token does not bring the old one back", async () => {
    const user = await registeredUser();
    const newEmail = `yeni-${user.uid.slice(0, 8).toLowerCase()}@test.motoborsa.test`;
    // The signed-in browser's token, used before the change: the server now knows it (requireAccount keeps a
    // verified token for a minute), so it keeps verifying after the change as production's verifyIdToken,
    // which checks no revocation, does for its hour. The emulator alone would refuse a token from an earlier
    // second than the change (firebase-admin checks revocation against it), which made this test race the clock.
    expect((await provision({ token: user.token })).status).toBe(200);
    // What following the verifyBeforeUpdateEmail link does in Firebase.
    await adminAuth().updateUser(user.uid, { email: newEmail });
    const fresh = await signInWith(newEmail, user.password);

    const seen = await current({ token: fresh });
    expect(seen.status).toBe(200);
    expect(seen.body.user.email).toBe(newEmail);
    expect(await profileEmail(user.uid)).toBe(newEmail);

    // The token from before the change still verifies for up to an hour.
    const stale = await provision({ token: user.token });
    expect(stale.status).toBe(200);
    expect(await profileEmail(user.uid)).toBe(newEmail);
    const staleCurrent = await current({ token: user.token });
    expect(staleCurrent.body.user.email).toBe(newEmail);
  });
});
