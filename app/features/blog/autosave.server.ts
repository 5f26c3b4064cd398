import type { Viewer } from "~/lib/auth.server";
import { badRequest, conflict, unauthorized } from "~/lib/errors";
import { enforceRateLimit, peekRateLimit, RATE_LIMITS, RateLimitError } from "~/lib/rate-limit.server";
import { getArticleForEdit, saveArticle } from "./authoring.server";
import { BLOG_MESSAGES, type ArticleInput } from "./schema";

/**
 * Autosave of drafts in /myblog (issue #26 item 9, decision 0036). The editor sends the draft at
 * most every AUTOSAVE_MIN_INTERVAL_MS and only when it changed; the save goes through the same
 * validation (saveArticle) and counts against the same limits as 'Artikel speichern'
 * (article_save, and form_submission for a new article). Autosave never trips a limit: when fewer
 * than AUTOSAVE_RESERVE saves are left in the window it stops (the answer says so, nothing is
 * counted) and the member saves by hand.
 */
export const AUTOSAVE_MIN_INTERVAL_MS = 15_000;
/** Saves of the article_save window that autosave leaves for saving by hand. */
export const AUTOSAVE_RESERVE = 10;
/** New articles (form_submission) that autosave leaves for saving by hand. */
export const AUTOSAVE_NEW_RESERVE = 2;

export type AutosaveResult = { ok: true; autosaved: { id: string; savedAt: string } } | { ok: false; paused: true; error: string };

async function budgetLeft(action: "article_save" | "form_submission", viewer: Viewer, reserve: number): Promise<boolean> {
  const state = await peekRateLimit(action, `user:${viewer.id}`);
  if (!state.allowed) throw new RateLimitError(state);
  return state.remaining > reserve || RATE_LIMITS[action].max <= reserve;
}

/** Saves a draft automatically (owner or admin); refuses anything but a draft. */
export async function autosaveDraft(viewer: Viewer | null, input: ArticleInput, opts: { id?: string; ip?: string | null }): Promise<AutosaveResult> {
  if (!viewer) throw unauthorized(BLOG_MESSAGES.loginRequired);
  if (input.status && input.status !== "draft") throw badRequest(BLOG_MESSAGES.autosaveDraftsOnly);
  if (opts.id) {
    const existing = await getArticleForEdit(viewer, opts.id);
    if (existing.status !== "draft") throw conflict(BLOG_MESSAGES.autosaveDraftsOnly);
  }
  if (!viewer.isAdmin) {
    const limits = { userId: viewer.id, ip: opts.ip ?? null };
    const enough =
      (await budgetLeft("article_save", viewer, AUTOSAVE_RESERVE)) && (opts.id ? true : await budgetLeft("form_submission", viewer, AUTOSAVE_NEW_RESERVE));
    if (!enough) return { ok: false, paused: true, error: BLOG_MESSAGES.autosavePaused };
    await enforceRateLimit("article_save", `user:${viewer.id}`, limits);
    if (!opts.id) await enforceRateLimit("form_submission", `user:${viewer.id}`, limits);
  }
  const saved = await saveArticle(viewer, { ...input, status: "draft", featuredImageUrl: undefined, removeImage: undefined }, opts.id);
  return { ok: true, autosaved: { id: saved.id, savedAt: new Date().toISOString() } };
}
