import { z } from "zod";
import type { Route } from "./+types/admin.site-settings";
import { siteTitleFromMatches } from "~/components/layout/meta";
import { listSettings, saveOperator, saveSetting, saveSiteBasics, SITE_SETTINGS_MESSAGES } from "~/features/site/admin-settings.server";
import { FAVICON_MESSAGES } from "~/features/site/favicon-limits";
import { SiteSettingsPage } from "~/features/site/SiteSettingsPage";
import { getSiteSettings } from "~/features/site/settings.server";
import { IndexNowSettings } from "~/features/seo/IndexNowSettings";
import { INDEXNOW_FORM_MESSAGES, indexNowForm, saveIndexNowSettings, testIndexNow } from "~/features/seo/indexnow-settings.server";
import { getViewer } from "~/lib/auth.server";
import type { BreadcrumbHandle } from "~/lib/breadcrumbs";
import { requireAdmin } from "~/lib/http.server";
import { handleAction, ok, parseInput, readFormObject, zFile } from "~/lib/request.server";
import { requireAdminPage } from "./+shared/admin.server";

export const handle: BreadcrumbHandle = { breadcrumb: () => ({ label: "Website-Einstellungen", href: "/admin/site-settings" }) };

/** /admin/site-settings: title and favicon, the operator's imprint data, all key/value settings. */
export async function loader({ request }: Route.LoaderArgs) {
  const viewer = await requireAdminPage(request);
  const [settings, rows, indexNow] = await Promise.all([getSiteSettings(), listSettings(viewer), indexNowForm(viewer)]);
  return { siteTitle: settings.siteTitle, faviconUrl: settings.faviconUrl, operator: settings.operator, rows, indexNow };
}

const intentSchema = z.object({
  intent: z.enum(["basics", "operator", "setting", "indexnow", "indexnowTest"], { error: "Ungültige Aktion." }),
  favicon: zFile,
});

/**
 * POST: intent basics (multipart: title, favicon), operator, setting (key/value upsert), indexnow
 * (key and endpoint), indexnowTest ('Verbindung testen': the endpoint's answer as data). Admins only; changes audited.
 */
export async function action({ request }: Route.ActionArgs) {
  return handleAction(async () => {
    const viewer = await getViewer(request);
    requireAdmin(viewer);
    const form = await readFormObject(request, { multipart: true, maxBytes: 3 * 1024 * 1024, fileTooLarge: FAVICON_MESSAGES.tooLarge });
    const { intent, favicon } = parseInput(intentSchema, form);
    const M = SITE_SETTINGS_MESSAGES;
    switch (intent) {
      case "basics": {
        const r = await saveSiteBasics(viewer, form, favicon);
        return ok({ message: r.changed ? M.saved : M.nothingChanged, info: !r.changed });
      }
      case "operator": {
        const r = await saveOperator(viewer, form);
        return ok({ message: r.changed ? M.operatorSaved : M.nothingChanged, info: !r.changed });
      }
      case "setting":
        await saveSetting(viewer, form);
        return ok({ message: M.settingSaved });
      case "indexnow": {
        const r = await saveIndexNowSettings(viewer, form);
        return ok({ message: r.changed ? INDEXNOW_FORM_MESSAGES.saved : M.nothingChanged, info: !r.changed });
      }
      case "indexnowTest":
        return ok({ indexNowTest: await testIndexNow(viewer, form) });
    }
  });
}

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: `Website-Einstellungen – Admin | ${siteTitleFromMatches(matches)}` },
  { name: "robots", content: "noindex,nofollow" },
];

export default function AdminSiteSettings({ loaderData, actionData }: Route.ComponentProps) {
  const { indexNow, ...settings } = loaderData;
  const answer = actionData && ("indexNowTest" in actionData || "fieldErrors" in actionData) ? actionData : null;
  return <SiteSettingsPage {...settings} indexNow={<IndexNowSettings form={indexNow} initial={answer} />} />;
}
