import { Download, ShieldAlert, Trash2 } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { Form, redirect, useActionData, useLoaderData, useNavigation } from "react-router";
import type { Route } from "./+types/account";
import { pageMeta } from "~/components/layout/meta";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { ButtonLink } from "~/components/ui/button-link";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from "~/components/ui/dialog";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { ACCOUNT_MESSAGES, deleteAccount } from "~/features/account/account.server";
import { confirmsDeletion } from "~/features/account/deletion";
import { MySubmissions } from "~/features/coupons/MySubmissions";
import { listOwnSubmissions } from "~/features/coupons/submit.server";
import { signOutHeaders } from "~/features/auth/auth.server";
import { getViewer } from "~/lib/auth.server";
import { flashCookie } from "~/lib/flash.server";
import { badRequest } from "~/lib/errors";
import { handleAction, readForm } from "~/lib/request.server";
import { requireViewerOrRedirect } from "~/lib/http.server";

export const handle = { breadcrumb: () => ({ label: "Meine Daten", href: "/account" }) };

export async function loader({ request }: Route.LoaderArgs) {
  const viewer = await requireViewerOrRedirect(request);
  return { username: viewer.username, email: viewer.email, submissions: await listOwnSubmissions(viewer) };
}

const deleteSchema = z.object({ confirmation: z.string().max(200).default("") });

/** 'Konto löschen': confirmation (username or LÖSCHEN), deletion, sign-out. */
export async function action({ request }: Route.ActionArgs) {
  return handleAction(async () => {
    const viewer = await getViewer(request);
    if (!viewer) throw redirect("/auth");
    const { confirmation } = await readForm(request, deleteSchema);
    // Validate before signing out so a typo keeps the session.
    if (!confirmsDeletion(confirmation, viewer.username)) {
      throw badRequest(ACCOUNT_MESSAGES.confirmMismatch, { confirmation: ACCOUNT_MESSAGES.confirmMismatch });
    }
    const headers = await signOutHeaders(request);
    await deleteAccount(viewer, confirmation);
    headers.append("Set-Cookie", flashCookie({ type: "success", message: ACCOUNT_MESSAGES.deleted }));
    return redirect("/", { headers });
  });
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta("Meine Daten", "Lade deine Daten herunter oder lösche dein Konto.", matches, { robots: "noindex,nofollow" });

export default function AccountPage() {
  const { t } = useTranslation("common");
  const d = useLoaderData<typeof loader>();
  const result = useActionData<{ ok: false; error: string; fieldErrors?: Record<string, string> }>();
  const navigation = useNavigation();
  const [open, setOpen] = useState(Boolean(result?.error));
  const [typed, setTyped] = useState("");
  const accepted = confirmsDeletion(typed, d.username);
  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-8">
      <h1 className="text-3xl font-bold">{t("Meine Daten")}</h1>
      <Card id="gutscheine">
        <CardHeader>
          <CardTitle as="h2">{t("Meine Gutscheincodes")}</CardTitle>
          <CardDescription>{t("Deine eingereichten Merchants und Gutscheincodes mit ihrem Status.")}</CardDescription>
        </CardHeader>
        <CardContent>
          <MySubmissions data={d.submissions} />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle as="h2">{t("Meine Daten herunterladen")}</CardTitle>
          <CardDescription>
            {t(
              "Du erhältst eine JSON-Datei mit allen Daten, die wir zu deinem Konto speichern: Konto, Profil, Anmeldeprotokolle, Bewertungen, Einträge, Favoriten, gefolgte Autoren, Artikel, Nachrichten und Aktivität.",
            )}
          </CardDescription>
        </CardHeader>
        <CardContent>
          <ButtonLink href="/account/export" download icon={Download}>
            {t("Meine Daten herunterladen")}
          </ButtonLink>
        </CardContent>
      </Card>
      <Card className="border-danger">
        <CardHeader>
          <CardTitle as="h2" className="text-danger">
            {t("Konto löschen")}
          </CardTitle>
          <CardDescription>
            {t(
              "Dein Konto und deine persönlichen Daten werden endgültig gelöscht. Veröffentlichte Bewertungen und Artikel bleiben anonym erhalten. Du wirst danach abgemeldet.",
            )}
          </CardDescription>
        </CardHeader>
        <CardContent>
          <Dialog open={open} onOpenChange={setOpen}>
            <DialogTrigger asChild>
              <Button variant="destructive">
                <Trash2 aria-hidden="true" />
                {t("Konto löschen")}
              </Button>
            </DialogTrigger>
            <DialogContent>
              <DialogHeader>
                <DialogTitle>{t("Konto wirklich löschen?")}</DialogTitle>
                <DialogDescription>
                  {t("Gib zur Bestätigung deinen Benutzernamen oder LÖSCHEN ein. Das kann nicht rückgängig gemacht werden.")}
                </DialogDescription>
              </DialogHeader>
              <Form method="post" className="space-y-4" aria-label={t("Konto löschen")}>
                {result?.error ? (
                  <Alert variant="error">
                    <ShieldAlert aria-hidden="true" />
                    {t(result.error)}
                  </Alert>
                ) : null}
                <Field label={t("Bestätigung")} error={result?.fieldErrors?.confirmation ? t(result.fieldErrors.confirmation) : undefined}>
                  <Input name="confirmation" value={typed} onChange={(e) => setTyped(e.target.value)} autoComplete="off" />
                </Field>
                <DialogFooter>
                  <Button type="submit" variant="destructive" disabled={!accepted || navigation.state === "submitting"}>
                    {t("Konto endgültig löschen")}
                  </Button>
                </DialogFooter>
              </Form>
            </DialogContent>
          </Dialog>
        </CardContent>
      </Card>
    </div>
  );
}
