/**
 * `npm run staff:grant -- <email> [--super] [--roles a,b]`: makes an existing account a staff member
 * (or sets an existing member's rights) in the database at DATABASE_URL. The first super staff member
 * of a real deployment is made this way; everyone after them is added on /management/personel.
 * The account is looked up by e-mail in the Firebase project (which needs the platform's credentials,
 * or FIREBASE_AUTH_EMULATOR_HOST for the emulator) and must have verified its e-mail; the staff row
 * stores its Firebase uid. Audited as `staff:grant`.
 */
import { loadEnvFiles } from "@/scripts/lib/envFiles";

const USAGE = "usage: npm run staff:grant -- <email> [--super] [--roles a,b]";

async function main() {
  loadEnvFiles(process.cwd(), "start");
  const args = process.argv.slice(2);
  const email = args.find((a) => !a.startsWith("--") && args[args.indexOf(a) - 1] !== "--roles");
  const isSuper = args.includes("--super");
  const rolesAt = args.indexOf("--roles");
  const roles =
    rolesAt >= 0
      ? (args[rolesAt + 1] ?? "")
          .split(",")
          .map((r) => r.trim())
          .filter(Boolean)
      : [];
  const { PERMISSIONS } = await import("@/lib/staff/rules");
  const unknown = roles.filter((r) => !(PERMISSIONS as readonly string[]).includes(r));
  if (!email || !email.includes("@") || unknown.length > 0 || (!isSuper && roles.length === 0)) {
    if (unknown.length) console.error(`unknown role(s): ${unknown.join(", ")}; known: ${PERMISSIONS.join(", ")}`);
    if (email && !isSuper && roles.length === 0 && unknown.length === 0) console.error("give --super or --roles");
    console.error(USAGE);
    process.exit(2);
  }
  if (!process.env.DATABASE_URL) {
    console.error("Invalid configuration: DATABASE_URL is required (the database holding the staff table)");
    process.exit(1);
  }
  const { addStaff } = await import("@/lib/server/staff/service");
  const { closeDb } = await import("@/lib/server/db");
  try {
    const { staff } = await addStaff(null, { email, isSuper, roles: isSuper ? [] : roles });
    console.log(`${staff.email} (${staff.uid}) is staff: ${staff.isSuper ? "super" : staff.roles.join(", ")}`);
  } finally {
    await closeDb();
  }
}

main().catch((error) => {
  console.error(`staff:grant failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
