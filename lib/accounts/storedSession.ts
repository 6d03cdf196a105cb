import { firebaseConfig } from "@/lib/firebaseConfig";

/**
 * Whether the browser may hold a Firebase session, answered without the SDK (~150 KB that /kayit
 * otherwise loaded and ran on every visit just to find, nearly always, no one). Firebase keeps the
 * signed-in user under this key in IndexedDB (`firebaseLocalStorageDb` / `firebaseLocalStorage`,
 * key path `fbase_key`) or, where IndexedDB fails, in local or session storage. Anything unexpected
 * answers true, so the caller asks Firebase as before.
 */
export async function mayHoldFirebaseSession(): Promise<boolean> {
  const key = `firebase:authUser:${firebaseConfig.apiKey}:[DEFAULT]`;
  try {
    if (window.localStorage.getItem(key) !== null || window.sessionStorage.getItem(key) !== null) return true;
    if (typeof indexedDB === "undefined" || typeof indexedDB.databases !== "function") return true;
    // Never open a database that is not there: open() would create it empty and break Firebase's own setup.
    const databases = await indexedDB.databases();
    if (!databases.some((db) => db.name === "firebaseLocalStorageDb")) return false;
    return await new Promise<boolean>((resolve) => {
      const request = indexedDB.open("firebaseLocalStorageDb");
      request.onerror = () => resolve(true);
      request.onsuccess = () => {
        const db = request.result;
        try {
          const transaction = db.transaction("firebaseLocalStorage", "readonly");
          const read = transaction.objectStore("firebaseLocalStorage").count(key);
          read.onsuccess = () => resolve(read.result > 0);
          read.onerror = () => resolve(true);
          transaction.oncomplete = () => db.close();
          transaction.onabort = () => db.close();
        } catch {
          db.close();
          resolve(true);
        }
      };
    });
  } catch {
    return true;
  }
}
