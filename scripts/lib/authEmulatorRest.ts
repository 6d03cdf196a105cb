/**
 * One call to the Auth emulator's REST API (Identity Toolkit v1), for the test helpers and the bench
 * bidders: `admin` sends the emulator's owner credential, which its admin endpoints (accounts:update,
 * e.g. marking an e-mail verified) require. Throws with the emulator's answer on an error status.
 */
export async function authEmulatorPost<T>(host: string, path: string, body: object, admin = false): Promise<T> {
  const response = await fetch(`http://${host}/identitytoolkit.googleapis.com/v1/${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...(admin ? { Authorization: "Bearer owner" } : {}) },
    body: JSON.stringify(body),
  });
  const data = (await response.json()) as T;
  if (!response.ok) throw new Error(`${path} failed: ${JSON.stringify(data)}`);
  return data;
}

/**
 * Moves an account's last sign-in `secondsAgo` into the past (`validSince` with it, or its tokens
 * would count as revoked): the next token refresh then carries that old `auth_time`.
 */
export async function backdateSignInAt(
  host: string,
  projectId: string,
  uid: string,
  secondsAgo: number,
): Promise<void> {
  const at = Date.now() - secondsAgo * 1000;
  await authEmulatorPost(
    host,
    `projects/${projectId}/accounts:update`,
    { localId: uid, lastLoginAt: String(at), validSince: String(Math.floor(at / 1000) - 1) },
    true,
  );
}

/**
 * A password sign-in at the emulator: the session's ID and refresh tokens. A refusal throws "sign-in
 * failed: <the emulator's answer>" (tests assert that a deleted or wrong account cannot sign in).
 */
export async function passwordSignIn(
  host: string,
  account: { email: string; password: string },
): Promise<{ idToken: string; refreshToken: string }> {
  try {
    return await authEmulatorPost(host, "accounts:signInWithPassword?key=demo-api-key", {
      email: account.email,
      password: account.password,
      returnSecureToken: true,
    });
  } catch (error) {
    throw new Error(`sign-in failed: ${error instanceof Error ? error.message : String(error)}`);
  }
}
