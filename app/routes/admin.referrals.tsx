import type { Route } from "./+types/admin.referrals";
import { siteTitleFromMatches } from "~/components/layout/meta";
import { ReferralAnalytics, ReferralError } from "~/features/admin/ReferralAnalytics";
import { referralAnalytics } from "~/features/admin/referrals.server";
import { HttpError } from "~/lib/errors";
import { logger } from "~/lib/logger.server";
import { requireAdminPage } from "./+shared/admin.server";

const REFERRAL_LOAD_ERROR = "Fehler beim Laden der Empfehlungsdaten. Bitte versuche es erneut.";

/** /admin/referrals: referral analytics. A failed query shows a German error with retry, never a figure. */
export async function loader({ request }: Route.LoaderArgs) {
  const viewer = await requireAdminPage(request);
  try {
    return { data: await referralAnalytics(viewer), error: null };
  } catch (error) {
    if (error instanceof HttpError) throw error;
    logger.error({ err: error }, "referral analytics failed");
    return { data: null, error: REFERRAL_LOAD_ERROR };
  }
}

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: `Empfehlungen – Admin | ${siteTitleFromMatches(matches)}` },
  { name: "robots", content: "noindex,nofollow" },
];

export default function AdminReferrals({ loaderData }: Route.ComponentProps) {
  return loaderData.data ? <ReferralAnalytics data={loaderData.data} /> : <ReferralError message={loaderData.error ?? REFERRAL_LOAD_ERROR} />;
}
