import { useEffect, useRef, type RefObject } from "react";
import { useTranslation } from "react-i18next";
import { isRequestFailure } from "./failed-requests";
import { toast } from "./toast";

/**
 * What our actions answer to fetchers (see handleAction / ok() in app/lib/request.server.ts), and
 * what a failed request becomes in the browser (`status` set, app/lib/failed-requests.ts).
 */
export type FetcherResult = { ok: boolean; message?: string; error?: string; status?: number };

type FetcherLike<D> = { state: string; data?: D };

/** Runs `onResult` once for every settled result of a fetcher (not again on re-renders). */
export function useFetcherResult<D>(fetcher: FetcherLike<D>, onResult: (data: D) => void) {
  const handled = useRef<unknown>(null);
  useEffect(() => {
    if (fetcher.state !== "idle" || !fetcher.data || handled.current === fetcher.data) return;
    handled.current = fetcher.data;
    onResult(fetcher.data);
  }, [fetcher.state, fetcher.data, onResult]);
}

/**
 * Shows a fetcher's result once as a toast: the server's message on success (else `success`), the
 * server's error on failure (else, or always with `serverError: false`, `error`). A request that
 * failed on the way (no answer, 413, 429, 5xx) shows `error` with the reason as its description.
 * Texts go through t().
 */
export function useFetcherToast<D extends FetcherResult>(
  fetcher: FetcherLike<D>,
  texts: { error: string; success?: string; serverError?: boolean },
  onSuccess?: (data: D) => void,
) {
  const { t } = useTranslation("common");
  useFetcherResult(fetcher, (data) => {
    if (data.ok) {
      toast.success(t(data.message ?? texts.success ?? ""));
      onSuccess?.(data);
    } else if (isRequestFailure(data) && data.error !== texts.error) toast.error(t(texts.error), { description: t(data.error) });
    else toast.error(t((texts.serverError !== false && data.error) || texts.error));
  });
}

/**
 * A save from a dialog: the success toast (the server's message) closes it; a refusal shows
 * `errorText` as the toast with the server's reason as its description, and the field messages.
 * With `fieldsOf` (the dialog's form), a refusal that names fields shows their messages at the
 * fields only and focuses the first one (e.g. 'Ungültige URL' under 'Website', no toast).
 */
export function useDialogSave<D extends FetcherResult & { fieldErrors?: Record<string, string> }>(
  fetcher: FetcherLike<D>,
  errorText: string,
  onClose: () => void,
  ns: string = "admin",
  fieldsOf?: RefObject<HTMLFormElement | null>,
) {
  const { t } = useTranslation(ns);
  useFetcherResult(fetcher, (d) => {
    if (d.ok) {
      toast.success(t(d.message ?? ""));
      onClose();
    } else if (fieldsOf && d.fieldErrors && Object.keys(d.fieldErrors).length > 0) {
      requestAnimationFrame(() => fieldsOf.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
    } else toast.error(t(errorText), d.error && d.error !== errorText ? { description: t(d.error) } : undefined);
  });
  const errors = fetcher.data && !fetcher.data.ok ? fetcher.data.fieldErrors : undefined;
  return { errors, busy: fetcher.state !== "idle" };
}
