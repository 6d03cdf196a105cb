import fs from "node:fs";
import path from "node:path";

function isAlive(pid: number): boolean {
  try {
    // A killed owner stays a zombie until it is reaped, and signal 0 still reaches a zombie.
    const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
    if (stat.slice(stat.lastIndexOf(")") + 2)[0] === "Z") return false;
  } catch {
    /* no /proc entry (gone, or not Linux): ask with signal 0 */
  }
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * Takes an exclusive, pid-stamped lock on a data folder so exactly one process owns its embedded
 * PostgreSQL. A lock left by a dead process is taken over; a live owner makes this throw.
 */
export function acquireDataLock(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, "owner.lock");
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(file, String(process.pid), { flag: "wx" });
      let released = false;
      return () => {
        if (released) return;
        released = true;
        try {
          if (fs.readFileSync(file, "utf8") === String(process.pid)) fs.unlinkSync(file);
        } catch {
          /* already gone */
        }
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const owner = Number(fs.readFileSync(file, "utf8"));
      if (owner && owner !== process.pid && isAlive(owner)) {
        throw new Error(
          `The data folder ${dataDir} is already in use by another MotoBorsa process (pid ${owner}). ` +
            "Stop that process first, or give this one its own folder with MOTOBORSA_DATA_DIR.",
        );
      }
      fs.unlinkSync(file); // stale lock from a process that died
    }
  }
  throw new Error(`Could not lock ${dataDir}`);
}
