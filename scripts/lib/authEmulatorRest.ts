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
