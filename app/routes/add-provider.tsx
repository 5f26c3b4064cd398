import { LogIn, Send } from "lucide-react";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Form, redirect, useActionData, useBlocker, useNavigation } from "react-router";
import { toast } from "~/lib/toast";
import type { Route } from "./+types/add-provider";
import { pageMeta } from "~/components/layout/meta";
import { Button } from "~/components/ui/button";
import { ButtonLink } from "~/components/ui/button-link";
import { EmptyState } from "~/components/ui/empty-state";
import { Spinner } from "~/components/ui/spinner";
import { selectableCategories } from "~/features/providers/categories";
import { EMPTY_PROVIDER, ProviderFields, useProviderForm } from "~/features/providers/ProviderForm";
import { listCountries } from "~/features/providers/directory.server";
import { submissionError, submitProvider } from "~/features/providers/writes.server";
import { PROVIDER_MESSAGES } from "~/features/providers/schema";
import { clientIp, getViewer } from "~/lib/auth.server";
import { flashCookie } from "~/lib/flash.server";
import { loadPart } from "~/lib/load-part.server";
import { LoadErrors } from "~/components/ui/load-errors";
import { handleAction, readFormObject } from "~/lib/request.server";
import type { BreadcrumbHandle } from "~/lib/breadcrumbs";

export const handle: BreadcrumbHandle = { breadcrumb: () => "Anbieter hinzufügen" };

export async function loader({ request }: Route.LoaderArgs) {
  const viewer = await getViewer(request);
  const loadErrors: string[] = [];
  const countries = await loadPart(listCountries(), [], PROVIDER_MESSAGES.loadCountries, loadErrors);
  return { signedIn: Boolean(viewer), categories: selectableCategories(viewer), countries, loadErrors };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta("Anbieter hinzufügen", "Reiche einen Cannabis-Anbieter für das Verzeichnis ein.", matches, { robots: "noindex,follow" });

export async function action({ request }: Route.ActionArgs) {
  return handleAction(async () => {
    try {
      const viewer = await getViewer(request);
      // The form as sent: the provider feature validates it (providerSubmitSchema) and applies every rule.
      const form = await readFormObject(request);
      await submitProvider(viewer, form, { ip: clientIp(request), userAgent: request.headers.get("user-agent"), request });
    } catch (error) {
      throw submissionError(error);
    }
    return redirect("/", { headers: { "Set-Cookie": flashCookie({ type: "success", message: PROVIDER_MESSAGES.success }) } });
  });
}

export default function AddProvider({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("forms");
  if (!loaderData.signedIn) {
    return (
      <div className="mx-auto max-w-xl px-4 py-16">
        <h1 className="sr-only">{t("Anbieter hinzufügen")}</h1>
        <EmptyState
          icon={LogIn}
          title={t("Anmeldung erforderlich")}
          text={t("Du musst dich anmelden, um einen Anbieter hinzuzufügen.")}
          action={<ButtonLink to="/auth?redirectTo=%2Fadd-provider">{t("Zur Anmeldung")}</ButtonLink>}
        />
      </div>
    );
  }
  return (
    <>
      <LoadErrors errors={loaderData.loadErrors} className="mx-auto w-full max-w-3xl px-4 pt-8" />
      <AddProviderForm categories={loaderData.categories} countries={loaderData.countries} />
    </>
  );
}

function AddProviderForm({ categories, countries }: { categories: string[]; countries: { code: string; name: string }[] }) {
  const { t } = useTranslation("forms");
  const form = useProviderForm(EMPTY_PROVIDER, false);
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting";
  const blocker = useBlocker(form.uploading);

  useEffect(() => {
    if (blocker.state === "blocked") {
      toast.error(t("Bitte warte, bis alle Bilder hochgeladen sind"));
      blocker.reset();
    }
  }, [blocker, t]);

  const { setServerErrors } = form;
  useEffect(() => {
    if (actionData && !actionData.ok) {
      setServerErrors(actionData.fieldErrors ?? {});
      toast.error(t(actionData.error));
    }
  }, [actionData, setServerErrors, t]);

  useEffect(() => {
    if (!form.uploading) return;
    const warn = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [form.uploading]);

  const onSubmit = (event: React.FormEvent) => {
    if (form.uploading) {
      event.preventDefault();
      toast.error(t("Bitte warte, bis alle Bilder hochgeladen sind"));
      return;
    }
    if (!form.canSubmit) {
      event.preventDefault();
      form.setSubmitted(true);
      toast.error(t("Bitte korrigiere die Fehler im Formular."));
    }
  };

  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8">
      <h1 className="text-2xl font-bold text-ink md:text-3xl">{t("Anbieter hinzufügen")}</h1>
      <p className="mt-2 text-ink-muted">{t("Neue Einträge werden von unserem Team geprüft und nach der Freigabe veröffentlicht.")}</p>
      <Form
        method="post"
        onSubmit={onSubmit}
        className="mt-6 rounded-card border border-border bg-white p-4 shadow-sm md:p-6"
        aria-label={t("Anbieter hinzufügen")}
        noValidate
      >
        <ProviderFields form={form} admin={false} categories={categories} countries={countries} />
        <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <ButtonLink to="/" variant="outline">
            {t("Abbrechen")}
          </ButtonLink>
          <Button type="submit" disabled={!form.canSubmit || form.uploading || submitting}>
            {submitting ? <Spinner /> : <Send aria-hidden="true" />}
            {t("Anbieter einreichen")}
          </Button>
        </div>
      </Form>
    </div>
  );
}
