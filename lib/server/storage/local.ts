import fs from "node:fs/promises";
import path from "node:path";
import { LOCAL_UPLOADS_PATH } from "@/lib/uploads";
import { contentTypeOf, type ObjectStorage } from "@/lib/server/storage/types";

/**
 * Files under `<dir>` (the embedded demo: `${MOTOBORSA_DATA_DIR}/uploads`). Several instances on
 * one machine share it through the data folder; instances on several machines need the bucket.
 */
export function localStorage(dir: string, privateDir = path.join(path.dirname(dir), "private")): ObjectStorage {
  const file = (name: string) => path.join(dir, name);
  const privateFile = (name: string) => path.join(privateDir, name);
  const ignoreMissing = (error: unknown) => {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  };
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
    async remove(name) {
      await fs.unlink(file(name)).catch(ignoreMissing);
    },
    async putPrivate(name, data) {
      await fs.mkdir(privateDir, { recursive: true, mode: 0o700 });
      const temp = `${privateFile(name)}.${process.pid}.tmp`;
      await fs.writeFile(temp, data, { mode: 0o600 });
      await fs.rename(temp, privateFile(name));
    },
    async getPrivate(name) {
      try {
        return await fs.readFile(privateFile(name));
      } catch (error) {
        ignoreMissing(error);
        return null;
      }
    },
    async removePrivate(name) {
      await fs.unlink(privateFile(name)).catch(ignoreMissing);
    },
  };
}
