import { safeRedirect } from "./safe-redirect";

/**
 * Back to where you were (issue #25): every sign-in prompt is a plain link to
 * `/auth?redirectTo=<the page>` (it works without JavaScript). The return path carries what the
 * visitor wanted as `?oeffnen=<intent>` (optionally `<intent>:<id>` when a page has several such
 * buttons); the page opens that dialog once after sign-in and removes the parameter from the URL
 * (`useReturnIntent`). The path is validated as same-site (`safeRedirect`) wherever it is read:
 * the sign-in page, the sign-up and magic-link mails (better-auth's callbackURL) and /auth/callback.
 */
export const RETURN_PARAM = "oeffnen";

/**
 * The seven sign-in prompts and the intent each puts into the return path. 'Gutschein
 * hinzufügen' leads to a page of its own (/gutschein/hinzufuegen), which is what opens again.
 */
export const SIGN_IN_PROMPTS = {
  /** 'Jetzt Bewerten' on a provider page: the review dialog. */
  review: "bewerten",
  /** The heart on a provider page: the heart gets the focus (one press adds the favourite). */
  favorite: "favorit",
  /** 'Folgen' on a profile or an article: the button gets the focus. */
  follow: "folgen",
  /** 'Jetzt teilnehmen' in a contest's details: the details of that contest (target: its id). */
  contest: "teilnehmen",
  /** 'Gutschein hinzufügen': the form page itself. */
  coupon: null,
  /** 'Eintrag beanspruchen' on a provider page: the claim dialog. */
  claim: "beanspruchen",
  /** 'Veraltete Info melden' / 'Melden': the report dialog (target: the reported item, when several). */
  report: "melden",
} as const satisfies Record<string, string | null>;

export type SignInPrompt = keyof typeof SIGN_IN_PROMPTS;

/** Where a prompt was pressed: the page's path and query (React Router's location has both). */
export type Here = { pathname: string; search: string };

const TARGET = /^[A-Za-z0-9_-]{1,64}$/;

/** The query without the intent parameter ("" or "?a=b"). */
export function withoutReturnIntent(search: string): string {
  const params = new URLSearchParams(search);
  params.delete(RETURN_PARAM);
  const rest = params.toString();
  return rest ? `?${rest}` : "";
}

/**
 * The path to come back to after signing in from `prompt` on the page `here`: the same page and
 * query (an older intent replaced) with the prompt's intent. An invalid page gives "/".
 */
export function returnPath(prompt: SignInPrompt, here: Here, target?: string): string {
  const intent = SIGN_IN_PROMPTS[prompt];
  const params = new URLSearchParams(withoutReturnIntent(here.search));
  if (intent) params.set(RETURN_PARAM, target && TARGET.test(target) ? `${intent}:${target}` : intent);
  const query = params.toString();
  return safeRedirect(`${here.pathname}${query ? `?${query}` : ""}`);
}

/** The sign-in page with a validated return path. */
export function signInHref(path: string): string {
  const to = safeRedirect(path, "");
  return to && to !== "/" ? `/auth?redirectTo=${encodeURIComponent(to)}` : "/auth";
}

/** The href of a sign-in prompt: /auth with the way back to this page and dialog. */
export function signInPromptHref(prompt: SignInPrompt, here: Here, target?: string): string {
  return signInHref(returnPath(prompt, here, target));
}

/**
 * The intent of `prompt` in a page's query, or null: `{ target }` with the id after the colon
 * (null when there is none). Unknown or malformed values are ignored.
 */
export function readReturnIntent(search: string, prompt: SignInPrompt): { target: string | null } | null {
  const intent = SIGN_IN_PROMPTS[prompt];
  const value = new URLSearchParams(search).get(RETURN_PARAM);
  if (!intent || !value) return null;
  if (value === intent) return { target: null };
  if (!value.startsWith(`${intent}:`)) return null;
  const target = value.slice(intent.length + 1);
  return TARGET.test(target) ? { target } : null;
}

/** The return path of the sign-in page's query (`redirectTo`), validated; "/" when missing or foreign. */
export function redirectTarget(params: URLSearchParams): string {
  return safeRedirect(params.get("redirectTo"));
}

/** /auth/callback with the return path, for better-auth's callbackURL of the sign-up and magic-link mails. */
export function authCallbackUrl(redirectTo: string | null | undefined): string {
  const to = safeRedirect(redirectTo, "");
  return to && to !== "/" ? `/auth/callback?redirectTo=${encodeURIComponent(to)}` : "/auth/callback";
}
