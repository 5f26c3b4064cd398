import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Badge } from "~/components/ui/badge";
import type { ContestAuditRow } from "./admin-audit.server";
import { contestStatusLabel } from "./admin-schema";

/** The back-office tab's action URL and its JSON/CSV resources. */
export const ADMIN_CONTESTS_ACTION = "/admin/contests";
export const participantsUrl = (id: string) => `/admin/contests/${id}/participants`;
export const auditLogsUrl = (id: string, limit: number) => `/admin/contests/${id}/audit-logs?limit=${limit}`;

const STATUS_VARIANT: Record<string, "warning" | "success" | "secondary" | "destructive" | "outline"> = {
  draft: "outline",
  pending: "warning",
  active: "success",
  ended: "secondary",
  cancelled: "destructive",
};

/** Wartend, Aktiv, Beendet, Abgesagt, Entwurf; an unknown status as is. */
export function ContestStatusBadge({ status }: { status: string }) {
  const { t } = useTranslation("admin");
  return <Badge variant={STATUS_VARIANT[status] ?? "outline"}>{t(contestStatusLabel(status))}</Badge>;
}

export type JsonAnswer<T> = ({ ok: true } & T) | { ok: false; error: string };

/**
 * Loads one of the tab's JSON resources while `url` is set; a failed request or a refusal ends in
 * `{ ok: false }` (the caller shows the spec's error text).
 */
export function useAdminJson<T>(url: string | null): JsonAnswer<T> | null {
  const [state, setState] = useState<{ url: string; answer: JsonAnswer<T> } | null>(null);
  useEffect(() => {
    if (!url) return;
    let stop = false;
    fetch(url, { headers: { Accept: "application/json" } })
      .then(async (res) => (await res.json()) as JsonAnswer<T>)
      .catch((): JsonAnswer<T> => ({ ok: false, error: "" }))
      .then((answer) => {
        if (!stop) setState({ url, answer });
      });
    return () => {
      stop = true;
    };
  }, [url]);
  return state && state.url === url ? state.answer : null;
}

export type AuditLogsAnswer = { contest: { id: string; title: string }; logs: ContestAuditRow[] };
