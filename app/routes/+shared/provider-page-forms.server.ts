import { CLAIM_INTENT, CLAIM_PARAM } from "~/features/ownership/ClaimButton";
import { createClaim } from "~/features/ownership/claims.server";
import { INFO_REPORT_INTENT, INFO_REPORT_PARAM } from "~/features/providers/freshness/InfoReportButton";
import { reportOutdatedInfo } from "~/features/providers/freshness/info-reports.server";
import { clientIp, type Viewer } from "~/lib/auth.server";
import { withoutParam, type InlineFormAnswer } from "~/components/ui/page-param-form";
import { flashCookie } from "~/lib/flash.server";
import type { ActionFailure } from "~/lib/errors";
import { ok } from "~/lib/request.server";
import { data, redirect } from "react-router";

/**
 * The plain forms of 'Eintrag beanspruchen' and 'Veraltete Info melden' (`?beanspruchen=1`,
 * `?veraltet=1`; before and without JavaScript) post to the provider page itself with their intent,
 * so that a refusal shows the page again with the form, the German errors and what was typed
 * (issue #27 target 1: nothing a member typed is lost). The dialogs post the same fields to
 * /api/provider-claims and /api/info-reports; every rule is the features' (claims.server,
 * info-reports.server).
 */
const FORMS = {
  [CLAIM_INTENT]: { param: CLAIM_PARAM, fields: ["note", "contact"] },
  [INFO_REPORT_INTENT]: { param: INFO_REPORT_PARAM, fields: ["reason", "note"] },
} as const;

export type ProviderPageForm = keyof typeof FORMS;

/** The plain form a body comes from (its `intent`), or null for the review form. */
export function providerPageForm(body: Record<string, unknown>): ProviderPageForm | null {
  return body.intent === CLAIM_INTENT || body.intent === INFO_REPORT_INTENT ? body.intent : null;
}

/** What the member typed into the form, to fill it again after a refusal. */
export function typedValues(form: ProviderPageForm, body: Record<string, unknown>): Record<string, string> {
  const values: Record<string, string> = {};
  for (const field of FORMS[form].fields) values[field] = typeof body[field] === "string" ? body[field] : "";
  return values;
}

/** The page the form goes back to once sent: this page without the form's parameter. */
function pageWithoutForm(form: ProviderPageForm, url: URL): string {
  return `${url.pathname}${withoutParam(url.search, FORMS[form].param)}`;
}

type Answer = { data: { ok: true; message?: string } | ActionFailure; init?: ResponseInit | null };

/**
 * The browser's answer: sent, a 303 to the page without the form and the message as a flash;
 * refused, the page again with the form, the German errors and `values` (what was typed), except
 * where the page shows no such form (a visitor, 401; a claim or report already made, 409): back to
 * the page with the message as a flash.
 */
export function answerProviderPageForm(form: ProviderPageForm, answer: Answer, url: URL, values: Record<string, string>) {
  const status = answer.init?.status ?? 200;
  if (answer.data.ok || status === 401 || status === 409) {
    const flash = answer.data.ok ? { type: "success" as const, message: answer.data.message ?? "" } : { type: "error" as const, message: answer.data.error };
    return redirect(pageWithoutForm(form, url), { status: 303, headers: { "Set-Cookie": flashCookie(flash) } });
  }
  return data<InlineFormAnswer>({ ...answer.data, form, values }, answer.init ?? undefined);
}

/** Sends the claim or the report for the viewer (or refuses it) in the one result shape. */
export async function runProviderPageForm(request: Request, viewer: Viewer | null, form: ProviderPageForm, body: Record<string, unknown>) {
  const { intent: _intent, back: _back, ...fields } = body;
  const meta = { ip: clientIp(request), request };
  if (form === CLAIM_INTENT) {
    const claim = await createClaim(viewer, typeof fields.providerId === "string" ? fields.providerId : "", fields, meta);
    return ok({ message: claim.message }, { status: 201 });
  }
  const created = await reportOutdatedInfo(viewer, fields, meta);
  return ok({ message: created.message }, { status: 201 });
}
