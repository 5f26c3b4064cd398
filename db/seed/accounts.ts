/**
 * Demo accounts created by the seed (db/seed/index.ts). Only for development and demos:
 * never run the demo seed on a production database.
 */
export type DemoAccount = {
  email: string;
  username: string;
  /** Display name (better-auth user.name). */
  name: string;
  password: string;
  role: "admin" | "user";
  canCreateContests?: boolean;
  canCreateB2b?: boolean;
};

export const DEMO_ADMIN_PASSWORD = "Hanfnetz-Admin-2026!";
/** One shared password for all 12 demo users. */
export const DEMO_USER_PASSWORD = "Demo-Passwort-2026!";

export const DEMO_ADMIN: DemoAccount = {
  email: "admin@hanfnetz.de",
  // Not 'admin': reserved words and names imitating the site or its staff are refused (issue #8).
  username: "mara_lindner",
  name: "Mara Lindner",
  password: DEMO_ADMIN_PASSWORD,
  role: "admin",
  canCreateContests: true,
  canCreateB2b: true,
};

const user = (local: string, username: string, name: string, extra: Partial<DemoAccount> = {}): DemoAccount => ({
  email: `${local}@demo.hanfnetz.de`,
  username,
  name,
  password: DEMO_USER_PASSWORD,
  role: "user",
  ...extra,
});

/** Ordered from most to least active. noah_neuling has no activity at all. */
export const DEMO_USERS: DemoAccount[] = [
  user("lena", "lena_gruen", "Lena Grün"),
  user("max", "max_hanf", "Max Hanf", { canCreateContests: true, canCreateB2b: true }),
  user("sophie", "sophie_blatt", "Sophie Blatt", { canCreateContests: true }),
  user("jonas", "jonas_kraut", "Jonas Kraut"),
  user("mia", "mia_sativa", "Mia Sativa"),
  user("felix", "felix_indica", "Felix Indica"),
  user("paul", "paul_terpen", "Paul Terpen"),
  user("emma", "emma_bluete", "Emma Blüte"),
  user("lukas", "lukas_grower", "Lukas Grower"),
  user("clara", "clara_cbd", "Clara CBD"),
  user("tim", "tim_trichom", "Tim Trichom"),
  user("noah", "noah_neuling", "Noah Neuling"),
];

export const DEMO_ACCOUNTS: DemoAccount[] = [DEMO_ADMIN, ...DEMO_USERS];
