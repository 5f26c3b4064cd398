import { usernameRefusal } from "~/features/profiles/username";
import * as s from "../schema";
import { DEMO_ADMIN, DEMO_USERS } from "./accounts";
import { at, insertMany, type People, type SeedContext, type SeedUser } from "./context";
import { createRng } from "./random";

/** db/schema/auth.ts (user, account) and the admin role: the demo accounts. */
export async function seedAccounts(ctx: SeedContext, hashes: { adminHash: string; userHash: string }): Promise<People> {
  const { tx, ids, summary } = ctx;
  const userRng = createRng("users");
  const admin: SeedUser = { ...DEMO_ADMIN, id: ids.uuid(), createdAt: at(-420), index: "admin" };
  const users: SeedUser[] = DEMO_USERS.map((u, i) => ({
    ...u,
    id: ids.uuid(),
    // Most active users joined first; the newcomer only recently.
    createdAt: at(-380 + i * 26 + userRng.int(0, 10), userRng.int(0, 600)),
    index: i,
  }));
  const everyone = [admin, ...users];
  for (const u of everyone) {
    const refusal = usernameRefusal(u.username);
    if (refusal) throw new Error(`Demo-Benutzername „${u.username}“: ${refusal}`);
  }
  const ownerOf = (o: number | "admin" | null) => (o === null ? null : o === "admin" ? admin : users[o]);

  await insertMany(
    tx,
    s.user,
    everyone.map((u) => ({
      id: u.id,
      name: u.name,
      email: u.email,
      emailVerified: true,
      createdAt: u.createdAt,
      updatedAt: u.createdAt,
    })),
  );
  await insertMany(
    tx,
    s.account,
    everyone.map((u) => ({
      id: ids.uuid(),
      accountId: u.id,
      providerId: "credential",
      userId: u.id,
      password: u.role === "admin" ? hashes.adminHash : hashes.userHash,
      createdAt: u.createdAt,
      updatedAt: u.createdAt,
    })),
  );
  await tx.insert(s.userRoles).values({ userId: admin.id, role: "admin", createdAt: admin.createdAt });
  summary.users = everyone.length;
  return { admin, users, everyone, ownerOf };
}
