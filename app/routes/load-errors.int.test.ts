import { beforeAll, describe, expect, it, vi } from "vitest";
import { listTags } from "~/features/blog/blog.server";
import { signInWithPassword } from "~/features/auth/auth.server";
import { latestContestNotifications } from "~/features/contests/admin-list.server";
import { listParticipants } from "~/features/contests/public.server";
import { listCountries } from "~/features/providers/directory.server";
import { CLIENT_IP_HEADER } from "~/lib/auth.server";
import { HttpError } from "~/lib/errors";
import { createTestArticle, createTestUser } from "../../tests/support/factories";
import { loader as addProviderLoader } from "./add-provider";
import { loader as adminContestsLoader } from "./admin.contests";
import { loader as dashboardLoader } from "./contests.dashboard";
import { loadMyBlog } from "./+shared/myblog.server";

/**
 * Issue #25 item 9: when one part of a page fails to load, the page still loads and says what
 * failed in the spec's words ('Fehler beim Laden der Tags', '… der Länder', '… der Teilnehmer',
 * '… der Benachrichtigungen'); refusals stay refusals.
 */
vi.mock("~/features/blog/blog.server", async (importOriginal) => {
  const real = await importOriginal<typeof import("~/features/blog/blog.server")>();
  return { ...real, listTags: vi.fn(real.listTags) };
});
vi.mock("~/features/providers/directory.server", async (importOriginal) => {
  const real = await importOriginal<typeof import("~/features/providers/directory.server")>();
  return { ...real, listCountries: vi.fn(real.listCountries) };
});
vi.mock("~/features/contests/public.server", async (importOriginal) => {
  const real = await importOriginal<typeof import("~/features/contests/public.server")>();
  return { ...real, listParticipants: vi.fn(real.listParticipants) };
});
vi.mock("~/features/contests/admin-list.server", async (importOriginal) => {
  const real = await importOriginal<typeof import("~/features/contests/admin-list.server")>();
  return { ...real, latestContestNotifications: vi.fn(real.latestContestNotifications) };
});

const PASSWORD = "Test-Passwort-2026!";
const broken = () => new Error("connection terminated unexpectedly");
let admin: Awaited<ReturnType<typeof createTestUser>>;
let adminCookie = "";

beforeAll(async () => {
  admin = await createTestUser({ admin: true, email: "lade-admin@example.com", password: PASSWORD });
  const res = await signInWithPassword(new Request("http://localhost/auth", { headers: { [CLIENT_IP_HEADER]: "10.25.8.1" } }), {
    email: admin.email!,
    password: PASSWORD,
  });
  adminCookie = res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
});

const get = (path: string, cookie = adminCookie) => new Request(`http://localhost${path}`, { headers: { cookie } });
const args = (request: Request) => ({ request, params: {}, context: {} }) as never;

describe("a part that fails to load", () => {
  it("/myblog: the articles still load, the tags say 'Fehler beim Laden der Tags'", async () => {
    const author = await createTestUser();
    await createTestArticle({ authorId: author.id, title: "Mein Entwurf", status: "draft" });
    vi.mocked(listTags).mockRejectedValueOnce(broken());
    const page = await loadMyBlog(author, new URL("http://localhost/myblog"));
    expect(page.articles.map((a) => a.title)).toEqual(["Mein Entwurf"]);
    expect(page.tags).toEqual([]);
    expect(page.loadErrors).toEqual(["Fehler beim Laden der Tags"]);
    expect((await loadMyBlog(author, new URL("http://localhost/myblog"))).loadErrors).toEqual([]);
  });

  it("/add-provider: the form still loads, the countries say 'Fehler beim Laden der Länder'", async () => {
    vi.mocked(listCountries).mockRejectedValueOnce(broken());
    const data = (await addProviderLoader(args(get("/add-provider", "")))) as { countries: unknown[]; loadErrors: string[] };
    expect(data).toMatchObject({ countries: [], loadErrors: ["Fehler beim Laden der Länder"] });
  });

  it("/contests/dashboard: the participants say 'Fehler beim Laden der Teilnehmer'; a refusal stays a refusal", async () => {
    const id = "7d3c1c0e-3b0a-4c8e-9a53-2f1d0f6b9a11";
    vi.mocked(listParticipants).mockRejectedValueOnce(broken());
    const data = (await dashboardLoader(args(get(`/contests/dashboard?participants=${id}`)))) as { participants: unknown };
    expect(data.participants).toEqual({ contestId: id, rows: null, error: "Fehler beim Laden der Teilnehmer" });
    // the real query: an unknown contest is not found (404), not a load error
    await expect(dashboardLoader(args(get(`/contests/dashboard?participants=${id}`)))).rejects.toBeInstanceOf(HttpError);
  });

  it("/admin/contests: the list still loads, the notifications card says 'Fehler beim Laden der Benachrichtigungen'", async () => {
    vi.mocked(latestContestNotifications).mockRejectedValueOnce(broken());
    const data = (await adminContestsLoader(args(get("/admin/contests")))) as { contests: unknown[]; notifications: unknown[]; loadErrors: string[] };
    expect(data.contests).toEqual([]);
    expect(data.notifications).toEqual([]);
    expect(data.loadErrors).toEqual(["Fehler beim Laden der Benachrichtigungen"]);
  });
});
