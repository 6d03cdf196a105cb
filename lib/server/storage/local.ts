import fs from "node:fs/promises";
import path from "node:path";
import { LOCAL_UPLOADS_PATH } from "@/lib/uploads";
import { contentTypeOf, type ObjectStorage } from "@/lib/server/storage/types";

/**
 * Files under `<dir>` (the embedded demo: `${MOTOBORSA_DATA_DIR}/uploads`). Several instances on
 * one machine share it through the data folder; instances on several machines need the bucket.
 */
export function localStorage(dir: string): ObjectStorage {
  const file = (name: string) => path.join(dir, name);
  return {
    kind: "local",
    async put(name, data) {
      await fs.mkdir(dir, { recursive: true });
      // Written aside and renamed, so another instance serving the name never reads half a file.
      const temp = `${file(name)}.${process.pid}.tmp`;
      await fs.writeFile(temp, data);
      await fs.rename(temp, file(name));
    },
    async get(name) {
      try {
        return { data: await fs.readFile(file(name)), contentType: contentTypeOf(name) };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw error;
      }
    },
    async exists(name) {
      return fs.access(file(name)).then(
        () => true,
        () => false,
      );
    },
    url: (name) => `${LOCAL_UPLOADS_PATH}/${name}`,
  };
}
