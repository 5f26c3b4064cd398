import { verifyPassword } from "better-auth/crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { account, profiles, user, userRoles } from "~db/schema";
import { db } from "~/lib/db.server";
import { adminInputSchema, createOrPromoteAdmin } from "./accounts.server";

describe("admin:create", () => {
  it("creates a verified admin with profile and password", async () => {
    const input = adminInputSchema.parse({ email: "Chef@Example.com", password: "Admin-Passwort-2026!", username: "chef" });
    const result = await createOrPromoteAdmin(db, input);
    expect(result.created).toBe(true);
    const [u] = await db.select().from(user).where(eq(user.id, result.userId));
    expect(u).toMatchObject({ email: "chef@example.com", emailVerified: true });
    const [acc] = await db.select().from(account).where(eq(account.userId, result.userId));
    expect(await verifyPassword({ hash: acc!.password!, password: "Admin-Passwort-2026!" })).toBe(true);
    expect((await db.select().from(profiles).where(eq(profiles.id, result.userId)))[0]!.username).toBe("chef");
    expect(await db.select().from(userRoles).where(eq(userRoles.userId, result.userId))).toEqual([expect.objectContaining({ role: "admin" })]);
  });

  it("grants the role to an existing account without touching its password", async () => {
    const [u] = await db.insert(user).values({ name: "x", email: "vorhanden@example.com" }).returning();
    const result = await createOrPromoteAdmin(db, adminInputSchema.parse({ email: "vorhanden@example.com" }));
    expect(result).toEqual({ created: false, userId: u!.id });
    expect(await db.select().from(userRoles).where(eq(userRoles.userId, u!.id))).toHaveLength(1);
    await createOrPromoteAdmin(db, adminInputSchema.parse({ email: "vorhanden@example.com" }));
    expect(await db.select().from(userRoles).where(eq(userRoles.userId, u!.id))).toHaveLength(1);
  });

  it("refuses weak passwords, reserved or taken usernames and changes nothing", async () => {
    await expect(createOrPromoteAdmin(db, { email: "neu@example.com", password: "schwach" })).rejects.toThrow(/mindestens 12 Zeichen/);
    expect(adminInputSchema.safeParse({ email: "a@example.com", username: "blog" }).success).toBe(false);
    expect(adminInputSchema.safeParse({ email: "a@example.com", username: "admin" }).success).toBe(false);
    expect(adminInputSchema.safeParse({ email: "a@example.com", username: "Hanfnetz Support" }).success).toBe(false);
    await expect(createOrPromoteAdmin(db, { email: "neu3@example.com", password: "Admin-Passwort-2026!", username: "Ädmin" })).rejects.toThrow(
      /nicht verfügbar/,
    );
    await expect(createOrPromoteAdmin(db, { email: "neu2@example.com", password: "Admin-Passwort-2026!", username: "CHEF" })).rejects.toThrow(
      "Dieser Benutzername ist bereits vergeben",
    );
    expect(await db.select().from(user).where(eq(user.email, "neu2@example.com"))).toHaveLength(0);
  });
});
