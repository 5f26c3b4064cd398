import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { withoutParam } from "~/components/ui/page-param-form";
import { Textarea } from "~/components/ui/textarea";
import { REVIEW_LIMITS } from "./limits";
import type { ReviewItem } from "./reviews.server";

/** The query parameter that shows the plain review form in the page (`?bewerten=1`). */
export const WRITE_PARAM = "bewerten";

/** What the member typed, to fill the plain form again after a refusal. */
export type ReviewDraft = { rating: string; title: string; content: string; isAnonymous: boolean };

/** The provider page's answer to a refused plain form (a saved one redirects). */
export type ReviewFormAnswer = { ok: false; form: "review"; error: string; fieldErrors?: Record<string, string>; values: ReviewDraft | null };

/**
 * 'Jetzt Bewerten' without JavaScript (decision 0025): the review form rendered by the server in
 * the page (`?bewerten=1`), a plain form that posts to the provider page itself. Saved, the page
 * shows the reviews with the message; refused, the form again with what was typed and the German
 * errors. With JavaScript the button opens the dialog (./ReviewForm) instead; the image upload is
 * part of the dialog only.
 */
export function ReviewFormPlain({ providerId, own, answer }: { providerId: string; own: ReviewItem | null; answer: ReviewFormAnswer | null }) {
  const { t } = useTranslation("forms");
  const location = useLocation();
  const typed: ReviewDraft = answer?.values ?? {
    rating: own ? String(own.rating) : "",
    title: own?.title ?? "",
    content: own?.content ?? "",
    isAnonymous: own?.isAnonymous ?? false,
  };
  const errors = answer?.fieldErrors ?? {};
  const error = (key: string) => (errors[key] ? t(errors[key]) : undefined);
  const cancel = `${location.pathname}${withoutParam(location.search, WRITE_PARAM)}#bewertungen`;
  return (
    <form
      method="post"
      action={`${location.pathname}${location.search}`}
      id="bewertung-schreiben"
      aria-label={own ? t("Bewertung bearbeiten") : t("Jetzt Bewerten")}
      className="flex scroll-mt-24 flex-col gap-4 rounded-card border border-border bg-white p-4 shadow-sm"
    >
      <h3 className="text-lg font-semibold text-ink">{own ? t("Bewertung bearbeiten") : t("Jetzt Bewerten")}</h3>
      {answer ? <Alert variant="error">{t(answer.error)}</Alert> : null}
      <input type="hidden" name="intent" value={own ? "update" : "create"} />
      {own ? <input type="hidden" name="reviewId" value={own.id} /> : <input type="hidden" name="providerId" value={providerId} />}
      {own?.imageUrl ? <input type="hidden" name="imageUrl" value={own.imageUrl} /> : null}
      <fieldset aria-describedby={errors.rating ? "bewertung-sterne-fehler" : undefined}>
        <legend className="mb-1.5 text-sm font-medium text-ink">
          {t("Bewertung")}
          <span aria-hidden="true" className="ml-0.5 text-danger">
            *
          </span>
        </legend>
        <div className="flex flex-wrap gap-x-4 gap-y-2">
          {[1, 2, 3, 4, 5].map((n) => (
            <label key={n} className="inline-flex min-h-11 items-center gap-1.5 text-sm">
              <input type="radio" name="rating" value={n} defaultChecked={typed.rating === String(n)} required className="size-5 accent-brand-800" />
              {t("{{n}} Sterne", { count: n, n })}
            </label>
          ))}
        </div>
        {errors.rating ? (
          <p id="bewertung-sterne-fehler" className="mt-1 text-sm text-danger">
            {error("rating")}
          </p>
        ) : null}
      </fieldset>
      <Field label={t("Titel")} required error={error("title")}>
        <Input name="title" defaultValue={typed.title} minLength={REVIEW_LIMITS.titleMin} maxLength={REVIEW_LIMITS.titleMax} required />
      </Field>
      <Field label={t("Deine Bewertung")} required error={error("content")}>
        <Textarea name="content" defaultValue={typed.content} rows={5} minLength={REVIEW_LIMITS.contentMin} maxLength={REVIEW_LIMITS.contentMax} required />
      </Field>
      <div className="flex items-center gap-2.5">
        <input id="bewertung-anonym" type="checkbox" name="isAnonymous" value="1" defaultChecked={typed.isAnonymous} className="size-5 accent-brand-800" />
        <label htmlFor="bewertung-anonym" className="text-sm">
          {t("Anonym bewerten")}
        </label>
      </div>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button asChild variant="outline">
          <Link to={cancel} replace>
            {t("Abbrechen")}
          </Link>
        </Button>
        <Button type="submit">{own ? t("Bewertung speichern") : t("Bewertung abschicken")}</Button>
      </div>
    </form>
  );
}
