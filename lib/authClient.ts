/**
 * Browser sign-in through Firebase. Every function imports the SDK lazily, so only the screens that
 * sign in or out download it (DESIGN §6: never in the shared bundle).
 */
async function auth() {
  const [{ firebaseAuth }, sdk] = await Promise.all([import("./firebase"), import("firebase/auth")]);
  return { instance: await firebaseAuth(), sdk };
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
  return credential.user.getIdToken();
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
    console.error("Firebase oturumu kapatılamadı", error);
  }
}
