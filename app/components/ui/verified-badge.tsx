import { BadgeCheck } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Badge } from "./badge";

/**
 * 'Verifiziert': a member with 500 or more activity points (gate 'verified badge', spec README).
 * Shown on the profile and next to the member's name on reviews and articles.
 */
export function VerifiedBadge({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation("common");
  const title = t("Verifiziertes Mitglied: 500 oder mehr Aktivitätspunkte");
  return (
    <Badge variant="verified" data-testid="verified-badge" title={title}>
      <BadgeCheck aria-hidden="true" className="size-3.5" />
      {compact ? <span className="sr-only">{t("Verifiziert")}</span> : t("Verifiziert")}
    </Badge>
  );
}
