/**
 * `npm run admin:create -- --email E --password P [--username U]`: creates an admin account, or
 * grants the admin role to an existing account with that e-mail.
 */
import { adminInputSchema, createOrPromoteAdmin } from "~/features/auth/accounts.server";
import { CliError, parseArgs, runCli } from "./cli";

const args = parseArgs(process.argv.slice(2));
const parsed = adminInputSchema.safeParse({
  email: typeof args.email === "string" ? args.email : undefined,
  password: typeof args.password === "string" ? args.password : undefined,
  username: typeof args.username === "string" ? args.username : undefined,
});
if (!parsed.success) {
  console.error(`Aufruf: npm run admin:create -- --email E --password P [--username U]\n${parsed.error.issues.map((i) => `  - ${i.message}`).join("\n")}`);
  process.exit(1);
}

await runCli("admin:create", async ({ db }) => {
  try {
    const result = await createOrPromoteAdmin(db, parsed.data);
    console.log(
      result.created
        ? `Admin-Konto ${parsed.data.email} angelegt. Anmeldung unter /auth.`
        : `Konto ${parsed.data.email} existiert bereits: Admin-Rolle vergeben.`,
    );
  } catch (error) {
    throw new CliError(`Nichts geändert: ${(error as Error).message}`);
  }
});
