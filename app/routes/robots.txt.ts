import type { Route } from "./+types/robots.txt";
import { absoluteUrl } from "~/components/layout/meta";
import { baseUrl } from "~/lib/env.server";

/**
 * Paths crawlers stay out of: accounts, back-office, API, the sign-in flows behind /auth and the
 * pages that only exist for one signed-in member. `/auth` itself is indexable (spec 1 section 2:
 * title, description, canonical), so only what lies below it (`/auth/callback`) is listed.
 * `/profile$` keeps the own-profile entry out but leaves public profiles at /profile/{id}
 * (members without a username) crawlable.
 */
export const ROBOTS_DISALLOW = [
  "/account",
  "/admin",
  "/api/",
  "/auth/",
  "/forgot-password",
  "/reset-password",
  "/logout",
  "/profile$",
  "/myblog",
  "/favorites",
  "/add-provider",
  "/404-not-found",
];

/** /robots.txt with the sitemaps (absolute URLs, as the robots.txt standard requires). */
export function loader(_: Route.LoaderArgs) {
  const base = baseUrl();
  const body = [
    "User-agent: *",
    ...ROBOTS_DISALLOW.map((p) => `Disallow: ${p}`),
    "",
    `Sitemap: ${absoluteUrl(base, "/sitemap.xml")}`,
    `Sitemap: ${absoluteUrl(base, "/sitemap-image.xml")}`,
    "",
  ].join("\n");
  return new Response(body, { headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" } });
}
