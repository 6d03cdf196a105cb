import { FIREBASE_LABELS } from "@/lib/accounts/labels";
/**
 * Browser sign-in through Firebase. Every function imports the SDK lazily, so only the screens that
 * sign in or out download it (ARCHITECTURE §8: never in the shared bundle).
 */
async function auth() {
  const [{ firebaseAuth }, sdk] = await Promise.all([import("@/lib/firebase"), import("firebase/auth")]);
  const instance = await firebaseAuth();
  // Reset and e-mail-change mails go out in Turkish (Firebase picks the template by this code).
  instance.languageCode = "tr";
  return { instance, sdk };
}

function codeOf(error: unknown): string {
  return typeof error === "object" && error !== null && "code" in error
    ? String((error as { code: unknown }).code)
    : "";
}

/** The page a link in a Firebase mail comes back to (Firebase's continue URL): same origin only. */
function continueUrl(path: string): string {
  return new URL(path, window.location.origin).toString();
}

export async function signInWithPassword(email: string, password: string): Promise<string> {
  const { instance, sdk } = await auth();
  const credential = await sdk.signInWithEmailAndPassword(instance, email, password);
  return credential.user.getIdToken();
}

export async function signUpWithPassword(email: string, password: string, displayName: string): Promise<string> {
  const { instance, sdk } = await auth();
  const credential = await sdk.createUserWithEmailAndPassword(instance, email, password);
  await sdk.updateProfile(credential.user, { displayName }).catch(() => undefined);
  // Bids and withdrawals wait for a verified e-mail; a mail that failed to go out can be sent again
  // from the notice on /profil, so it never fails the sign-up.
  await sdk.sendEmailVerification(credential.user, { url: continueUrl("/profil") }).catch(() => undefined);
  return credential.user.getIdToken();
}

export type VerificationResult = "sent" | "verified" | "no-session";

/**
 * "Doğrulama e-postasını yeniden gönder": reloads the signed-in account first, so a user who has
 * already followed the link (in another tab or device) is told so instead of getting another mail;
 * then the caller refreshes the token and the session.
 */
export async function sendVerificationEmail(uid: string): Promise<VerificationResult> {
  const { instance, sdk } = await auth();
  await instance.authStateReady();
  const user = instance.currentUser;
  if (!user || user.uid !== uid) return "no-session";
  await user.reload();
  if (user.emailVerified) return "verified";
  await sdk.sendEmailVerification(user, { url: continueUrl("/profil") });
  return "sent";
}

/** Whether the signed-in account's e-mail is verified now (Firebase's answer, not the old token's). */
export async function emailVerifiedNow(uid: string): Promise<boolean | null> {
  const { instance } = await auth();
  await instance.authStateReady();
  const user = instance.currentUser;
  if (!user || user.uid !== uid) return null;
  await user.reload();
  return user.emailVerified;
}

/** The signed-in Firebase account, if the browser still holds one (e.g. a sign-up without profile). */
export async function currentAccount(): Promise<{ email: string; token: string } | null> {
  const { instance } = await auth();
  await instance.authStateReady();
  const user = instance.currentUser;
  if (!user) return null;
  return { email: user.email ?? "", token: await user.getIdToken() };
}

export async function signOutFirebase(): Promise<void> {
  try {
    const { instance, sdk } = await auth();
    await sdk.signOut(instance);
  } catch (error) {
    // The cookies are already gone; a Firebase session left behind cannot reach the API without them.
    console.error(FIREBASE_LABELS.signOutFailed, error);
  }
}

/**
 * Sends the password-reset mail. An unknown address resolves like a known one: the screen must not
 * tell a stranger which e-mail addresses hold an account (Firebase's e-mail enumeration protection
 * does the same in production; the emulator answers EMAIL_NOT_FOUND).
 */
export async function requestPasswordReset(email: string, returnPath: string): Promise<void> {
  const { instance, sdk } = await auth();
  try {
    await sdk.sendPasswordResetEmail(instance, email, { url: continueUrl(returnPath) });
  } catch (error) {
    if (codeOf(error) === "auth/user-not-found") return;
    throw error;
  }
}

/** The account e-mail a reset link belongs to; rejects when the link is expired or already used. */
export async function checkPasswordResetCode(oobCode: string): Promise<string> {
  const { instance, sdk } = await auth();
  return sdk.verifyPasswordResetCode(instance, oobCode);
}

export async function completePasswordReset(oobCode: string, newPassword: string): Promise<void> {
  const { instance, sdk } = await auth();
  await sdk.confirmPasswordReset(instance, oobCode, newPassword);
}

export type AppliedAction = {
  operation: "VERIFY_AND_CHANGE_EMAIL" | "RECOVER_EMAIL" | "VERIFY_EMAIL" | string;
  email: string;
  previousEmail: string;
};

/** Completes an e-mail link (change, recovery or verification) and says what it did. */
export async function applyEmailAction(oobCode: string): Promise<AppliedAction> {
  const { instance, sdk } = await auth();
  const info = await sdk.checkActionCode(instance, oobCode);
  await sdk.applyActionCode(instance, oobCode);
  return { operation: info.operation, email: info.data.email ?? "", previousEmail: info.data.previousEmail ?? "" };
}

/**
 * After an e-mail change the browser's Firebase session may be revoked (production) or carry the old
 * address; a fresh ID token says which. Null when this browser has no usable session for `uid`.
 */
export async function freshTokenFor(uid: string): Promise<string | null> {
  const { instance } = await auth();
  await instance.authStateReady();
  const user = instance.currentUser;
  if (!user || user.uid !== uid) return null;
  try {
    await user.reload();
    return await user.getIdToken(true);
  } catch {
    return null;
  }
}

/**
 * Proves the person at the keyboard knows the account's current password (Firebase refuses password
 * and e-mail changes on an old sign-in). The browser's one Firebase session may belong to a staff
 * account signed in to the management area; then the user's own account is signed in instead, so the
 * change can never land on the wrong account.
 */
async function reauthenticate(uid: string, email: string, password: string) {
  const { instance, sdk } = await auth();
  await instance.authStateReady();
  const current = instance.currentUser;
  if (current && current.uid === uid) {
    await sdk.reauthenticateWithCredential(current, sdk.EmailAuthProvider.credential(email, password));
    return { user: current, sdk };
  }
  const credential = await sdk.signInWithEmailAndPassword(instance, email, password);
  if (credential.user.uid !== uid) {
    await sdk.signOut(instance);
    throw Object.assign(new Error(FIREBASE_LABELS.accountMismatch), { code: "auth/user-mismatch" });
  }
  return { user: credential.user, sdk };
}

/** Changes the password after re-authentication; answers the new ID token of the account. */
export async function changePassword(
  account: { uid: string; email: string },
  currentPassword: string,
  newPassword: string,
): Promise<string> {
  const { user, sdk } = await reauthenticate(account.uid, account.email, currentPassword);
  await sdk.updatePassword(user, newPassword);
  // A password change revokes every token signed in before it (Firebase compares the token's auth_time,
  // in seconds, with the change). A refreshed token keeps the re-authentication's auth_time, which is
  // revoked whenever the change lands in a later second; a new sign-in gives a token that is not.
  const { instance } = await auth();
  const credential = await sdk.signInWithEmailAndPassword(instance, account.email, newPassword);
  return credential.user.getIdToken();
}

/**
 * Starts an e-mail change: Firebase mails a link to the new address and changes the account only when
 * it is followed (so a typo cannot lock the user out). The profile row follows on the server the next
 * time a token with the new address arrives (lib/server/accounts/service.ts syncProfileEmail).
 */
export async function requestEmailChange(
  account: { uid: string; email: string },
  currentPassword: string,
  newEmail: string,
): Promise<void> {
  const { user, sdk } = await reauthenticate(account.uid, account.email, currentPassword);
  await sdk.verifyBeforeUpdateEmail(user, newEmail, { url: continueUrl("/profil") });
}

/**
 * Step-up before a withdrawal: the password proves the person at the keyboard owns the account, and
 * the refreshed ID token carries the new sign-in time (`auth_time`) the server checks. Answers that token.
 */
export async function confirmPassword(account: { uid: string; email: string }, password: string): Promise<string> {
  const { user } = await reauthenticate(account.uid, account.email, password);
  return user.getIdToken(true);
}
