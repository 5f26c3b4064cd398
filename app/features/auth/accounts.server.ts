import { hashPassword } from "better-auth/crypto";
import { eq } from "drizzle-orm";
import { z } from "zod";
import { account, profiles, user, userRoles } from "~db/schema";
import type { Executor } from "~db/types";
import { usernameMatches, usernameRefusal } from "~/features/profiles/username";
import { MSG, passwordChecks } from "./schema";

export const adminInputSchema = z.object({
  email: z
    .string({ message: "--email fehlt" })
    .trim()
    .toLowerCase()
    .refine((v) => /^[^@\s]+@[^@\s]+$/.test(v), "--email ist keine gültige E-Mail-Adresse"),
  password: z.string({ message: "--password fehlt" }).optional(),
  username: z
    .string()
    .trim()
    .min(2, MSG.usernameMin)
    .max(50, MSG.usernameMax)
    .superRefine((v, ctx) => {
      const refusal = usernameRefusal(v);
      if (refusal) ctx.addIssue({ code: "custom", message: refusal });
    })
    .optional(),
});

export type AdminInput = z.infer<typeof adminInputSchema>;

/**
 * Creates an admin account (verified e-mail, password, profile, admin role) or grants the admin
 * role to an existing account. One transaction: all or nothing.
 */
export async function createOrPromoteAdmin(database: Executor, input: AdminInput): Promise<{ created: boolean; userId: string }> {
  const existing = await database.select({ id: user.id }).from(user).where(eq(user.email, input.email)).limit(1);
  if (existing[0]) {
    await database.insert(userRoles).values({ userId: existing[0].id, role: "admin" }).onConflictDoNothing();
    return { created: false, userId: existing[0].id };
  }
  if (!input.password) throw new Error("--password fehlt: für ein neues Konto ist ein Passwort nötig");
  const failed = passwordChecks(input.password).filter((c) => !c.ok);
  if (failed.length) throw new Error(failed.map((c) => c.message).join("\n"));
  const hash = await hashPassword(input.password);
  return database.transaction(async (tx) => {
    if (input.username) {
      const refusal = usernameRefusal(input.username);
      if (refusal) throw new Error(refusal);
      const taken = await tx.select({ id: profiles.id }).from(profiles).where(usernameMatches(input.username)).limit(1);
      if (taken.length) throw new Error(MSG.usernameTaken);
    }
    const [created] = await tx
      .insert(user)
      .values({ name: input.username ?? "", email: input.email, emailVerified: true })
      .returning({ id: user.id });
    const id = created!.id;
    await tx.insert(account).values({ accountId: id, providerId: "credential", userId: id, password: hash });
    await tx.insert(profiles).values({ id, username: input.username ?? null, email: input.email });
    await tx.insert(userRoles).values({ userId: id, role: "admin" });
    return { created: true, userId: id };
  });
}
