import { TicketPercent } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { Route } from "./+types/gutscheincodes";
import { pageMeta } from "~/components/layout/meta";
import { EmptyState } from "~/components/ui/empty-state";
import { AddCouponButton } from "~/features/coupons/EligibilityNotice";
import { MerchantCard } from "~/features/coupons/MerchantCard";
import { couponEligibility, listPublicMerchants } from "~/features/coupons/public.server";
import { getViewer } from "~/lib/auth.server";
import type { BreadcrumbHandle } from "~/lib/breadcrumbs";

export const handle: BreadcrumbHandle = { breadcrumb: () => ({ label: "Gutscheine", href: "/gutscheincodes" }) };

/** /gutscheincodes: approved merchants (the two shops of the site setting first) and 'Gutschein hinzufügen'. */
export async function loader({ request }: Route.LoaderArgs) {
  const viewer = await getViewer(request);
  const [merchants, eligibility] = await Promise.all([listPublicMerchants(), couponEligibility(viewer)]);
  return { merchants, eligibility };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(
    "Gutscheincodes für Hanf-Shops",
    "Aktuelle Gutscheincodes und Rabatte für Hanf-Shops, Growbedarf, Vaporizer und CBD-Produkte – geprüft und geteilt von der Community.",
    matches,
    { path: "/gutscheincodes" },
  );

export default function CouponsOverview({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("common");
  const { merchants, eligibility } = loaderData;
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-8">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="flex flex-col gap-2">
          <h1 className="text-2xl font-bold text-ink md:text-3xl">{t("Gutscheincodes")}</h1>
          <p className="max-w-prose text-ink-muted">
            {t("Rabatte und Gutscheincodes für Shops rund um Hanf, eingereicht von der Community und von unserem Team geprüft.")}
          </p>
        </div>
        <div className="flex flex-col items-start gap-2 sm:items-end sm:text-right">
          <AddCouponButton eligibility={eligibility} />
        </div>
      </div>
      {merchants.length === 0 ? (
        <EmptyState
          icon={TicketPercent}
          title={t("Noch keine Gutscheincodes")}
          text={t("Sobald Shops freigegeben sind, findest du ihre Gutscheincodes hier.")}
        />
      ) : (
        <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label={t("Shops mit Gutscheincodes")}>
          {merchants.map((m) => (
            <li key={m.id}>
              <MerchantCard merchant={m} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
