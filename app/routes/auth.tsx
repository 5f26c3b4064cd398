import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { data, Form, Link, redirect, useActionData, useNavigate, useNavigation, useSearchParams } from "react-router";
import { toast } from "~/lib/toast";
import { Check, Mail, X } from "lucide-react";
import type { Route } from "./+types/auth";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "~/components/ui/tabs";
import { AuthShell } from "~/features/auth/AuthShell";
import { requestMagicLink, signInWithPassword, signUpWithPassword } from "~/features/auth/auth.server";
import { allFieldMessages, magicLinkSchema, passwordChecks, signInSchema, signUpSchema } from "~/features/auth/schema";
import { getViewer } from "~/lib/auth.server";
import { baseUrl } from "~/lib/env.server";
import { safeRedirect } from "~/lib/safe-redirect";

export const SIGN_IN_REDIRECT_DELAY_MS = 500;

export async function loader({ request }: Route.LoaderArgs) {
  if (await getViewer(request)) throw redirect("/");
  return { canonical: `${baseUrl()}/auth` };
}

export const meta: Route.MetaFunction = ({ data: d }) => [
  { title: "Anmelden oder registrieren | Hanfnetz" },
  {
    name: "description",
    content: "Melde dich bei Hanfnetz an oder erstelle ein kostenloses Konto, um Anbieter zu bewerten, Favoriten zu speichern und Artikel zu schreiben.",
  },
  { name: "robots", content: "index,follow" },
  ...(d ? [{ tagName: "link", rel: "canonical", href: d.canonical }] : []),
];

type ActionData = {
  intent: "signin" | "signup" | "magiclink";
  ok: boolean;
  message: string;
  fieldErrors?: Record<string, string[]>;
};

export async function action({ request }: Route.ActionArgs) {
  const form = Object.fromEntries(await request.formData());
  const intent = form.intent === "signup" ? "signup" : form.intent === "magiclink" ? "magiclink" : "signin";
  const schema = intent === "signup" ? signUpSchema : intent === "magiclink" ? magicLinkSchema : signInSchema;
  const parsed = schema.safeParse(form);
  if (!parsed.success) {
    return data<ActionData>(
      { intent, ok: false, message: "Bitte korrigieren Sie die Fehler im Formular.", fieldErrors: allFieldMessages(parsed.error) },
      { status: 400 },
    );
  }
  const result =
    intent === "signup"
      ? await signUpWithPassword(request, parsed.data as { email: string; password: string; username?: string })
      : intent === "magiclink"
        ? await requestMagicLink(request, parsed.data as { email: string })
        : await signInWithPassword(request, parsed.data as { email: string; password: string });
  return data<ActionData>(
    { intent, ok: result.ok, message: result.message, fieldErrors: result.fieldErrors },
    { status: result.status, headers: result.headers },
  );
}

function FieldError({ id, messages }: { id: string; messages?: string[] }) {
  const { t } = useTranslation("auth");
  if (!messages?.length) return null;
  return (
    <ul id={id} className="mt-1 space-y-0.5 text-sm text-danger" role="alert">
      {messages.map((m) => (
        <li key={m}>{t(m)}</li>
      ))}
    </ul>
  );
}

export default function AuthPage() {
  const { t } = useTranslation("auth");
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const tab = params.get("tab") === "signup" ? "signup" : "signin";
  const [password, setPassword] = useState("");
  const busy = navigation.state !== "idle";
  const redirectTo = safeRedirect(params.get("redirectTo"));

  useEffect(() => {
    if (!actionData) return;
    if (actionData.ok) toast.success(t(actionData.message));
    else if (!actionData.fieldErrors) toast.error(t(actionData.message));
    if (actionData.ok && actionData.intent === "signin") {
      const timer = setTimeout(() => navigate(redirectTo, { replace: true }), SIGN_IN_REDIRECT_DELAY_MS);
      return () => clearTimeout(timer);
    }
  }, [actionData, navigate, redirectTo, t]);

  const errorsFor = (intent: ActionData["intent"], field: string) =>
    actionData?.intent === intent ? actionData.fieldErrors?.[field] : undefined;
  const banner = (intent: ActionData["intent"]) =>
    actionData?.intent === intent ? (
      <Alert variant={actionData.ok ? "success" : "error"} className="mb-4">
        {t(actionData.message)}
        {actionData.ok && intent === "signup" ? (
          <span className="mt-1 block">{t("Bitte bestätigen Sie Ihre E-Mail-Adresse über den Link, den wir Ihnen gesendet haben.")}</span>
        ) : null}
      </Alert>
    ) : null;
  const checks = passwordChecks(password);

  return (
    <AuthShell title={tab === "signup" ? t("Registrieren") : t("Anmelden")}>
      <Tabs
        value={tab}
        onValueChange={(v) => {
          const next = new URLSearchParams(params);
          if (v === "signup") next.set("tab", "signup");
          else next.delete("tab");
          setParams(next, { replace: true, preventScrollReset: true });
        }}
      >
        <TabsList className="grid w-full grid-cols-2">
          <TabsTrigger value="signin">{t("Anmelden")}</TabsTrigger>
          <TabsTrigger value="signup">{t("Registrieren")}</TabsTrigger>
        </TabsList>

        <TabsContent value="signin" className="pt-4">
          {banner("signin")}
          <Form method="post" noValidate className="space-y-4" aria-label={t("Anmelden")}>
            <input type="hidden" name="intent" value="signin" />
            <div>
              <Label className="mb-1.5 block" htmlFor="signin-email">{t("E-Mail")}</Label>
              <Input
                id="signin-email"
                name="email"
                type="email"
                autoComplete="email"
                aria-invalid={!!errorsFor("signin", "email")}
                aria-describedby="signin-email-error"
              />
              <FieldError id="signin-email-error" messages={errorsFor("signin", "email")} />
            </div>
            <div>
              <div className="flex items-center justify-between">
                <Label className="mb-1.5 block" htmlFor="signin-password">{t("Passwort")}</Label>
                <Link to="/forgot-password" className="text-sm text-brand-800 underline-offset-2 hover:underline">
                  {t("Passwort vergessen?")}
                </Link>
              </div>
              <Input
                id="signin-password"
                name="password"
                type="password"
                autoComplete="current-password"
                aria-invalid={!!errorsFor("signin", "password")}
                aria-describedby="signin-password-error"
              />
              <FieldError id="signin-password-error" messages={errorsFor("signin", "password")} />
            </div>
            <Button type="submit" className="w-full" disabled={busy}>
              {t("Anmelden")}
            </Button>
          </Form>

          <div className="my-6 flex items-center gap-3 text-sm text-ink-muted" aria-hidden="true">
            <span className="h-px flex-1 bg-border" />
            {t("oder")}
            <span className="h-px flex-1 bg-border" />
          </div>

          {banner("magiclink")}
          <Form method="post" noValidate className="space-y-3" aria-label={t("Mit Magic Link anmelden")}>
            <input type="hidden" name="intent" value="magiclink" />
            <Label className="mb-1.5 block" htmlFor="magic-email">{t("Mit Magic Link anmelden")}</Label>
            <p className="text-sm text-ink-muted">{t("Wir senden Ihnen einen Anmeldelink per E-Mail – ganz ohne Passwort.")}</p>
            <Input
              id="magic-email"
              name="email"
              type="email"
              autoComplete="email"
              aria-invalid={!!errorsFor("magiclink", "email")}
              aria-describedby="magic-email-error"
            />
            <FieldError id="magic-email-error" messages={errorsFor("magiclink", "email")} />
            <Button type="submit" variant="outline" className="w-full" disabled={busy}>
              <Mail aria-hidden="true" className="size-4" />
              {t("Magic Link senden")}
            </Button>
          </Form>
        </TabsContent>

        <TabsContent value="signup" className="pt-4">
          {banner("signup")}
          <Form method="post" noValidate className="space-y-4" aria-label={t("Registrieren")}>
            <input type="hidden" name="intent" value="signup" />
            <div>
              <Label className="mb-1.5 block" htmlFor="signup-email">{t("E-Mail")}</Label>
              <Input
                id="signup-email"
                name="email"
                type="email"
                autoComplete="email"
                aria-invalid={!!errorsFor("signup", "email")}
                aria-describedby="signup-email-error"
              />
              <FieldError id="signup-email-error" messages={errorsFor("signup", "email")} />
            </div>
            <div>
              <Label className="mb-1.5 block" htmlFor="signup-username">{t("Benutzername")}</Label>
              <Input
                id="signup-username"
                name="username"
                autoComplete="username"
                aria-invalid={!!errorsFor("signup", "username")}
                aria-describedby="signup-username-hint signup-username-error"
              />
              <p id="signup-username-hint" className="mt-1 text-xs text-ink-muted">
                {t("Optional. Standard ist der Teil Ihrer E-Mail-Adresse vor dem @.")}
              </p>
              <FieldError id="signup-username-error" messages={errorsFor("signup", "username")} />
            </div>
            <div>
              <Label className="mb-1.5 block" htmlFor="signup-password">{t("Passwort")}</Label>
              <Input
                id="signup-password"
                name="password"
                type="password"
                autoComplete="new-password"
                value={password}
                onChange={(e) => setPassword(e.target.value)}
                aria-invalid={!!errorsFor("signup", "password")}
                aria-describedby="password-checklist signup-password-error"
              />
              <ul id="password-checklist" className="mt-2 space-y-1 text-sm" aria-label={t("Passwort-Anforderungen")}>
                {checks.map((c) => (
                  <li key={c.id} className={c.ok ? "flex items-center gap-2 text-brand-800" : "flex items-center gap-2 text-ink-muted"}>
                    {c.ok ? <Check aria-hidden="true" className="size-4" /> : <X aria-hidden="true" className="size-4" />}
                    <span>{t(c.label)}</span>
                    <span className="sr-only">{c.ok ? t("erfüllt") : t("nicht erfüllt")}</span>
                  </li>
                ))}
              </ul>
              <FieldError id="signup-password-error" messages={errorsFor("signup", "password")} />
            </div>
            <Button type="submit" className="w-full" disabled={busy}>
              {t("Registrieren")}
            </Button>
          </Form>
        </TabsContent>
      </Tabs>
    </AuthShell>
  );
}
