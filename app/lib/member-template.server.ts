import crypto from "node:crypto";
import { initials } from "./initials";
import type { Viewer } from "./auth.server";
import { profilePath } from "./paths";
import { scopedFacts } from "./request-scope.server";

/**
 * A page rendered once for many members (decision 0048, issue #27's option 3 of decision 0045).
 *
 * What a signed-in member sees of their own on home, a search, /blog, an article or a provider page
 * is the header (the account menu: name, e-mail, avatar, profile link), a few yes/no states (follows
 * the writer, favourite, may report ...) and at most a code of their own (the referral code of a
 * share link). Such a page is rendered once per address, kind of member and member state for a
 * stand-in member (`templateViewer`) whose texts are slots (app/lib/member-template.ts),
 * kept with the anonymous page cache (server/page-cache.ts, emptied by every write) and filled for
 * each member with their own values: the same page as a render of its own, without React's render
 * per request. The pages and their member state: app/routes/+shared/shared-pages.server.ts.
 *
 * What keeps one member's data out of another's page:
 * - the shared render sees no session (its request carries no cookies) and no member: its viewer is
 *   the stand-in member, whose id is a random UUID no account has;
 * - only listed pages are shared: their loaders read nothing of the viewer but the fields filled
 *   here and the member state their `facts` name, which is part of the key;
 * - admins are not shared (their pages carry counts and texts of the back-office);
 * - the kind of member (`memberKind`) is part of the key: what changes the page's structure;
 * - a value with a character HTML or JSON would write differently (`& < > " ' \`, control
 *   characters) is not filled: that member's page is rendered as before; so is a page in which a
 *   slot remains after filling.
 */

const SALT = crypto.randomBytes(8).toString("hex");
const slot = (field: string) => `hntpl${SALT}${field}q`;
const ALL = new RegExp(`hntpl${SALT}([a-z]+)q`, "g");

/**
 * A page shared between members (the list: app/routes/+shared/shared-pages.server.ts). `facts`:
 * what the page shows a member of their own beyond the header (follows a writer, may report ...),
 * as a small JSON value that becomes part of the key: members with the same facts share a render,
 * which the page's loader makes with these facts (`sharedRenderFacts`) instead of asking for the
 * stand-in member's. Null: this member's page is rendered for them alone (e.g. its author).
 */
export type SharedPage = { path: RegExp; facts?: (viewer: Viewer, url: URL) => Promise<MemberFacts | null> };

/**
 * `facts`: the member's state on the page (part of the key, given to the shared render's loader);
 * `values`: texts of the member's own the page shows (e.g. their referral code in a share link),
 * written as `memberSlot(name)` by the shared render and filled per request, never part of
 * the key. A value must consist of letters, digits, '_' and '-' (it appears in links, encoded or
 * not); otherwise the page is rendered for the member alone.
 */
export type MemberFacts = { facts: unknown; values?: Record<string, string> };

/** In a shared render's loader: the slot of one of the page's per-member `values`. */
export function memberSlot(name: string): string {
  if (!/^[a-z]+$/.test(name) || RESERVED.has(name)) throw new Error(`member slot: invalid name ${name}`);
  return slot(name);
}
const RESERVED = new Set(["nonce", "email", "username", "avatar", "profile", "initials", "session"]);
const PLAIN_VALUE = /^[A-Za-z0-9_-]*$/;

/** Whether every per-member value can be filled into any place of a page. */
function fillableValues(values: Record<string, string> | undefined): boolean {
  return Object.values(values ?? {}).every((v) => PLAIN_VALUE.test(v));
}

/**
 * In a loader: the member's state the shared render is made with, or undefined when the page is
 * rendered for one viewer (then the loader asks for the viewer's own state, as always).
 */
export function sharedRenderFacts<T>(): T | undefined {
  return scopedFacts() as T | undefined;
}

/** The nonce of a shared render; every request's own nonce replaces it. */
export const TEMPLATE_NONCE = slot("nonce");

/** The stand-in member of a shared render (`kind`: see `memberKind`). */
export function templateViewer(kind: string): Viewer {
  const [contests, b2b, named, avatar] = kind.split("").map((c) => c === "1");
  return {
    id: TEMPLATE_ID,
    email: slot("email"),
    emailVerified: true,
    username: named ? slot("username") : null,
    avatarUrl: avatar ? slot("avatar") : null,
    isAdmin: false,
    canCreateContests: Boolean(contests),
    canCreateB2b: Boolean(b2b),
    sessionId: slot("session"),
    activityScore: null,
  };
}
const TEMPLATE_ID = crypto.randomUUID();

export function isTemplateViewer(viewer: { id: string } | null | undefined): boolean {
  return viewer?.id === TEMPLATE_ID;
}

/** The profile link of the stand-in member (a slot after the slash, which links resolve as a path). */
export const TEMPLATE_PROFILE_PATH = `/${slot("profile")}`;

// eslint-disable-next-line no-control-regex -- control characters are what it looks for
const UNSAFE = /[&<>"'\\\u0000-\u001f\u007f\u2028\u2029]/;

/**
 * The kind of member a shared page is rendered for ('1' or '0' for: may create contests, may create
 * B2B entries, has a username, has an avatar), or null when this member's page is rendered for them
 * alone (an admin, or a value that would need escaping).
 */
export function memberKind(viewer: Viewer): string | null {
  if (viewer.isAdmin) return null;
  const values = [viewer.id, viewer.email, viewer.username ?? "", viewer.avatarUrl ?? "", profilePath(viewer)];
  if (values.some((v) => UNSAFE.test(v))) return null;
  return [viewer.canCreateContests, viewer.canCreateB2b, viewer.username !== null, viewer.avatarUrl !== null].map((b) => (b ? "1" : "0")).join("");
}

/**
 * The shared page filled for `viewer` (whose `memberKind` is the page's), with this request's
 * script nonce; null when a slot is left that has no value (the page is then rendered for
 * the member alone).
 */
export function fillTemplate(html: string, viewer: Viewer, nonce: string, pageValues: Record<string, string> = {}): string | null {
  if (!fillableValues(pageValues)) return null;
  const values: Record<string, string> = {
    ...pageValues,
    nonce,
    email: viewer.email,
    username: viewer.username ?? "",
    avatar: viewer.avatarUrl ?? "",
    profile: profilePath(viewer).slice(1),
    initials: initials(viewer.username ?? viewer.email),
  };
  let missing = false;
  const filled = html.replaceAll(ALL, (_, field: string) => {
    const value = values[field];
    if (value === undefined) missing = true;
    return value ?? "";
  });
  if (missing) return null;
  return filled.replaceAll(TEMPLATE_ID, viewer.id);
}
