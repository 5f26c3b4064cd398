import type { Route } from "./+types/admin.messages";
import { siteTitleFromMatches } from "~/components/layout/meta";
import { AdminMessaging } from "~/features/notifications/AdminMessaging";
import { countAllRecipients, sendAdminMessage, sendSelfTest } from "~/features/notifications/admin-send.server";
import { messageDiagnostics, messageHistory, messageStatistics } from "~/features/notifications/admin-stats.server";
import { listInbox } from "~/features/notifications/inbox.server";
import { ADMIN_MESSAGE_TEXTS } from "~/features/notifications/schema";
import { getViewer } from "~/lib/auth.server";
import type { BreadcrumbHandle } from "~/lib/breadcrumbs";
import { formIntent, handleAction, ok, readFormObject } from "~/lib/request.server";
import { requireAdminPage } from "./+shared/admin.server";
import { keepDataOnViewSwitch } from "~/components/ui/link-tabs";

export const handle: BreadcrumbHandle = { breadcrumb: () => ({ label: "Nachrichten", href: "/admin/messages" }) };

/** /admin/messages: send (self-test, compose), received, sent (history), diagnostics, and the statistics. */
export async function loader({ request }: Route.LoaderArgs) {
  const viewer = await requireAdminPage(request);
  const [statistics, history, received, diagnostics, allRecipients] = await Promise.all([
    messageStatistics(viewer),
    messageHistory(viewer),
    listInbox(viewer),
    messageDiagnostics(viewer),
    countAllRecipients(viewer),
  ]);
  return { statistics, history, received: received.messages, diagnostics, viewerId: viewer.id, allRecipients };
}

export async function action({ request }: Route.ActionArgs) {
  return handleAction(async () => {
    const viewer = await getViewer(request);
    const form = await readFormObject(request);
    // The message's fields are the feature's: sendAdminMessage parses them.
    const intent = formIntent(form, ["send", "selftest"]);
    if (intent === "selftest") return ok({ testId: (await sendSelfTest(viewer)).id, message: "Test-Nachricht gesendet" });
    const sent = await sendAdminMessage(viewer, form);
    return ok({ message: ADMIN_MESSAGE_TEXTS.sent(sent.count), count: sent.count });
  });
}

/** Switching the page's view (`?bereich=`, links) loads nothing: the loader returns every view. */
export const shouldRevalidate = keepDataOnViewSwitch("bereich");

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: `Nachrichten – Admin | ${siteTitleFromMatches(matches)}` },
  { name: "robots", content: "noindex,nofollow" },
];

export default function AdminMessages({ loaderData }: Route.ComponentProps) {
  return <AdminMessaging {...loaderData} />;
}
