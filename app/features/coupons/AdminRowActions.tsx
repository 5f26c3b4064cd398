import { Check, Copy, ExternalLink, MoreHorizontal, Pencil, RotateCcw, Trash2, X } from "lucide-react";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useFetcher } from "react-router";
import { ConfirmDelete } from "~/components/ui/confirm-delete";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuSeparator, DropdownMenuTrigger } from "~/components/ui/dropdown-menu";
import { toast } from "~/lib/toast";
import { useFetcherResult, type FetcherResult } from "~/lib/use-fetcher-toast";
import { copyCode } from "./CouponCard";
import { ADMIN_COUPON_MESSAGES, STATUS_LABELS, type ModerationStatus } from "./schema";
import { trashPeriod } from "~/components/ui/trash-period";

/** The back-office tab's action URL. */
export const ADMIN_COUPONS_ACTION = "/admin/coupons";
/** One fetcher for the row actions, so a toast shows even when its row leaves the list. */
const FETCHER_KEY = "coupon-admin";

export type AdminIntent =
  | "merchant-approve"
  | "merchant-reject"
  | "merchant-delete"
  | "coupon-approve"
  | "coupon-reject"
  | "coupon-delete"
  | "coupon-weight"
  | "coupon-reset";

/** The spec's error toast of each action (spec 3 section 8). */
const ERROR_OF: Record<AdminIntent, string> = {
  "merchant-approve": ADMIN_COUPON_MESSAGES.statusError,
  "merchant-reject": ADMIN_COUPON_MESSAGES.statusError,
  "coupon-approve": ADMIN_COUPON_MESSAGES.statusError,
  "coupon-reject": ADMIN_COUPON_MESSAGES.statusError,
  "merchant-delete": ADMIN_COUPON_MESSAGES.deleteError,
  "coupon-delete": ADMIN_COUPON_MESSAGES.deleteError,
  "coupon-weight": ADMIN_COUPON_MESSAGES.weightError,
  "coupon-reset": ADMIN_COUPON_MESSAGES.statsResetError,
};

/** Submits a row action; its result is shown by AdminActionToasts. */
export function useAdminAction() {
  const fetcher = useFetcher<FetcherResult>({ key: FETCHER_KEY });
  const submit = (intent: AdminIntent, id: string, extra: Record<string, string> = {}) =>
    void fetcher.submit({ intent, id, ...extra }, { method: "post", action: ADMIN_COUPONS_ACTION });
  const busyWith = (id: string) => fetcher.state !== "idle" && fetcher.formData?.get("id") === id;
  return { submit, busyWith };
}

/** The toasts of the row actions: the server's success text, or the spec's error text with the reason. */
export function AdminActionToasts() {
  const { t } = useTranslation("admin");
  const fetcher = useFetcher<FetcherResult>({ key: FETCHER_KEY });
  const intent = useRef<AdminIntent | null>(null);
  const submitted = fetcher.formData?.get("intent");
  if (typeof submitted === "string") intent.current = submitted as AdminIntent;
  useFetcherResult(fetcher, (d) => {
    if (d.ok) toast.success(t(d.message ?? ""));
    else {
      const text = intent.current ? ERROR_OF[intent.current] : ADMIN_COUPON_MESSAGES.statusError;
      if (d.error && d.error !== text) toast.error(t(text), { description: t(d.error) });
      else toast.error(t(text));
    }
  });
  return null;
}

const STATUS_VARIANT = { pending: "warning", approved: "success", rejected: "destructive" } as const;

export function ModerationBadge({ status }: { status: ModerationStatus }) {
  const { t } = useTranslation("admin");
  return <Badge variant={STATUS_VARIANT[status]}>{t(STATUS_LABELS[status])}</Badge>;
}

/** 'Genehmigen' and 'Ablehnen' of a pending (or any) entry. */
export function DecisionButtons({ kind, id, label, status }: { kind: "merchant" | "coupon"; id: string; label: string; status: ModerationStatus }) {
  const { t } = useTranslation("admin");
  const { submit, busyWith } = useAdminAction();
  const busy = busyWith(id);
  return (
    <>
      {status !== "approved" ? (
        <Button
          size="sm"
          onClick={() => submit(`${kind}-approve`, id)}
          disabled={busy}
          aria-label={t("Genehmigen: {{name}}", { name: label })}
          title={t("Genehmigen")}
        >
          <Check aria-hidden="true" />
          <span className="max-xl:sr-only">{t("Genehmigen")}</span>
        </Button>
      ) : null}
      {status !== "rejected" ? (
        <Button
          size="sm"
          variant="outline"
          onClick={() => submit(`${kind}-reject`, id)}
          disabled={busy}
          aria-label={t("Ablehnen: {{name}}", { name: label })}
          title={t("Ablehnen")}
        >
          <X aria-hidden="true" />
          <span className="max-xl:sr-only">{t("Ablehnen")}</span>
        </Button>
      ) : null}
    </>
  );
}

/**
 * The row menu: edit, copy the code, open the affiliate or merchant website, reset the stats,
 * delete (after 'Eintrag löschen?').
 */
export function RowMenu({
  kind,
  id,
  label,
  onEdit,
  code,
  links,
  resetStats,
}: {
  kind: "merchant" | "coupon";
  id: string;
  label: string;
  onEdit: () => void;
  code?: string;
  links: { href: string; label: string }[];
  resetStats?: boolean;
}) {
  const { t } = useTranslation("admin");
  const { submit } = useAdminAction();
  const [confirm, setConfirm] = useState(false);
  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="ghost" size="sm" aria-label={t("Aktionen für {{name}}", { name: label })}>
            <MoreHorizontal aria-hidden="true" />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end">
          <DropdownMenuItem onSelect={onEdit}>
            <Pencil aria-hidden="true" />
            {t("Bearbeiten")}
          </DropdownMenuItem>
          {code ? (
            <DropdownMenuItem onSelect={() => void copyCode(code, t)}>
              <Copy aria-hidden="true" />
              {t("Code kopieren")}
            </DropdownMenuItem>
          ) : null}
          {links.map((l) => (
            <DropdownMenuItem key={l.href + l.label} asChild>
              <a href={l.href} target="_blank" rel="noopener noreferrer nofollow">
                <ExternalLink aria-hidden="true" />
                {t(l.label)}
              </a>
            </DropdownMenuItem>
          ))}
          {resetStats ? (
            <DropdownMenuItem onSelect={() => submit("coupon-reset", id)}>
              <RotateCcw aria-hidden="true" />
              {t("Stats zurücksetzen")}
            </DropdownMenuItem>
          ) : null}
          <DropdownMenuSeparator />
          <DropdownMenuItem onSelect={() => setConfirm(true)} className="text-danger">
            <Trash2 aria-hidden="true" />
            {t("Löschen")}
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      <ConfirmDelete
        open={confirm}
        onOpenChange={setConfirm}
        title={t(ADMIN_COUPON_MESSAGES.deleteConfirm)}
        description={
          kind === "merchant"
            ? t("„{{name}}“ kommt mit allen Gutscheincodes für {{period}} in den Papierkorb und kann dort wiederhergestellt werden.", {
                name: label,
                period: trashPeriod(t),
              })
            : t("Der Gutscheincode „{{name}}“ kommt mit seinen Statistiken für {{period}} in den Papierkorb und kann dort wiederhergestellt werden.", {
                name: label,
                period: trashPeriod(t),
              })
        }
        onConfirm={() => submit(`${kind}-delete`, id)}
      />
    </>
  );
}
