import type { LucideIcon } from "lucide-react";
import type * as React from "react";
import { useTranslation } from "react-i18next";
import { Link, useActionData, useLocation } from "react-router";
import { Alert } from "./alert";
import { Button, type ButtonProps } from "./button";

/**
 * A plain GET form to the current page that sets one query parameter and keeps the others: the
 * button inside (`name={param}`) works before and without JavaScript, as the server renders what
 * the parameter asks for (e.g. `?bewerten=1`: the review form in the page). After hydration the
 * button's onClick may take over with `event.preventDefault()` (e.g. to open a dialog).
 *
 *   <PageParamForm param="bewerten" hash="bewertung-schreiben">
 *     <Button type="submit" name="bewerten" value="1" onClick={open}>Jetzt Bewerten</Button>
 *   </PageParamForm>
 */
export function PageParamForm({ param, hash, children }: { param: string; hash?: string; children: React.ReactNode }) {
  const location = useLocation();
  const kept = [...new URLSearchParams(location.search)].filter(([key]) => key !== param);
  return (
    <form method="get" action={`${location.pathname}${hash ? `#${hash}` : ""}`} className="contents">
      {kept.map(([key, value], i) => (
        <input key={`${key}-${i}`} type="hidden" name={key} value={value} />
      ))}
      {children}
    </form>
  );
}

/**
 * The button of a PageParamForm: before hydration (and without JavaScript) it submits `param=value`
 * to the page; after hydration its click calls `onOpen` instead (e.g. to open the dialog).
 */
export function PageParamButton({
  param,
  value,
  hash,
  onOpen,
  ...props
}: Omit<ButtonProps, "type" | "name" | "value" | "onClick"> & { param: string; value: string; hash?: string; onOpen: () => void }) {
  return (
    <PageParamForm param={param} hash={hash}>
      <Button
        {...props}
        type="submit"
        name={param}
        value={value}
        onClick={(event) => {
          event.preventDefault();
          onOpen();
        }}
      />
    </PageParamForm>
  );
}

/** This page's value of `param` (null without it) and the page without it (where its form leads back to). */
export function usePageParam(param: string): { value: string | null; back: string } {
  const location = useLocation();
  return { value: new URLSearchParams(location.search).get(param), back: `${location.pathname}${withoutParam(location.search, param)}` };
}

/** The current query without `param` (what the page is when the form the parameter opened is done). */
export function withoutParam(search: string, param: string): string {
  const params = new URLSearchParams(search);
  params.delete(param);
  const rest = params.toString();
  return rest ? `?${rest}` : "";
}

/**
 * A page's answer to a refused plain form (a sent one redirects): which form (`form`, the intent
 * it posted), the German message, the field errors and what was typed, to show the form again.
 */
export type InlineFormAnswer = { ok: false; form: string; error: string; fieldErrors?: Record<string, string>; values: Record<string, string> };

/** The page's answer to the plain form `form` when the page's action refused it, else null. */
export function useInlineFormAnswer(form: string): InlineFormAnswer | null {
  const answer = useActionData() as Partial<InlineFormAnswer> | undefined;
  return answer?.ok === false && answer.form === form ? (answer as InlineFormAnswer) : null;
}

/**
 * The plain form a PageParamForm's parameter shows in the page (before and without JavaScript): it
 * posts to an API route that answers the browser with a 303 to `back` and the outcome as a flash
 * message (app/lib/native-submit.server.ts), or to the page itself, whose action shows the form
 * again with `error` and what was typed when it refuses it; 'Abbrechen' goes back to `back`. Texts
 * are passed translated.
 */
export function InlinePageForm({
  id,
  action,
  label,
  back,
  hidden,
  description,
  submitLabel,
  submitIcon: Icon,
  error,
  children,
}: {
  id: string;
  action: string;
  /** The form's accessible name. */
  label: string;
  /** The page without the parameter (where the form leads back to). */
  back: string;
  hidden: Record<string, string>;
  description?: React.ReactNode;
  submitLabel: string;
  submitIcon: LucideIcon;
  /** The page's message when it refused what was sent (the fields show their own errors). */
  error?: string | null;
  children: React.ReactNode;
}) {
  const { t } = useTranslation("common");
  return (
    <form
      method="post"
      action={action}
      id={id}
      aria-label={label}
      className="mt-2 flex w-full scroll-mt-28 flex-col gap-3 rounded-lg border border-border bg-surface-muted p-3"
    >
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <input type="hidden" name="back" value={back} />
      {description ? <p className="text-sm text-ink-muted">{description}</p> : null}
      {error ? <Alert variant="error">{error}</Alert> : null}
      {children}
      <div className="flex flex-wrap justify-end gap-2">
        <Button asChild variant="outline" size="sm">
          <Link to={back} replace>
            {t("Abbrechen")}
          </Link>
        </Button>
        <Button type="submit" size="sm">
          <Icon aria-hidden="true" />
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
