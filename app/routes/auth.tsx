import { useEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { data, Form, Link, redirect, useActionData, useNavigate, useNavigation, useSearchParams } from "react-router";
import { toast } from "~/lib/toast";
import { Mail } from "lucide-react";
import type { Route } from "./+types/auth";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Field } from "~/components/ui/field";
import { keepDataOnTabSwitch, LinkTabs, tabSearch } from "~/components/ui/link-tabs";
import { AuthShell } from "~/features/auth/AuthShell";
import { NewPasswordField } from "~/features/auth/NewPasswordField";
import { ResendVerificationForm } from "~/features/auth/ResendVerificationForm";
import { requestMagicLink, requestVerificationMail, signInWithPassword, signUpWithPassword } from "~/features/auth/auth.server";
import { magicLinkSchema, signInSchema, signUpSchema, verificationMailSchema } from "~/features/auth/schema";
import { getViewer } from "~/lib/auth.server";
import { baseUrl } from "~/lib/env.server";
import { flashCookie } from "~/lib/flash.server";
import { isNativeSubmission } from "~/lib/native-submit.server";
import { handleAction, readFormChecked } from "~/lib/request.server";
import { redirectTarget } from "~/lib/return-intent";

export const SIGN_IN_REDIRECT_DELAY_MS = 500;

export async function loader({ request }: Route.LoaderArgs) {
  // Signed in already (e.g. in another tab): straight on to where the sign-in was to lead.
  if (await getViewer(request)) throw redirect(redirectTarget(new URL(request.url).searchParams));
  return { canonical: `${baseUrl()}/auth` };
}

/** 'Anmelden' and 'Registrieren' (`?tab=signup`) need no new data. */
export const shouldRevalidate = keepDataOnTabSwitch;

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
  intent: "signin" | "signup" | "magiclink" | "resend";
  ok: boolean;
  message: string;
  fieldErrors?: Record<string, string[]>;
  /** What was typed (never the password), so that a page answered without JavaScript keeps it. */
  values?: { email?: string; username?: string };
  /** Offer 'Bestätigungsmail erneut senden' for this address (unconfirmed sign-in, sign-up, resend). */
  resendTo?: string;
};

const SCHEMAS = { signup: signUpSchema, magiclink: magicLinkSchema, resend: verificationMailSchema, signin: signInSchema };

function typedValues(form: Record<string, unknown>): ActionData["values"] {
  const text = (v: unknown) => (typeof v === "string" ? v.slice(0, 200) : undefined);
  return { email: text(form.email), username: text(form.username) };
}

/**
 * Sign-in, sign-up and magic-link request. The body is read by the request helper (method, type,
 * size, NUL and invalid UTF-8 refused in German); the sign-up form shows every unmet password
 * rule, so zod's messages are kept per field (readFormChecked) rather than the first only. The
 * return path (`?redirectTo=`, validated same-site) goes into the link of the confirmation and
 * magic-link mails, so that they lead back to the page the visitor came from.
 */
export async function action({ request }: Route.ActionArgs) {
  return handleAction(async () => {
    const returnTo = redirectTarget(new URL(request.url).searchParams);
    const intentOf = (form: Record<string, unknown>) =>
      form.intent === "signup" || form.intent === "magiclink" || form.intent === "resend" ? form.intent : ("signin" as const);
    const parsed = await readFormChecked(request, (form) => SCHEMAS[intentOf(form)]);
    const { form } = parsed;
    const intent = intentOf(form);
    if (!parsed.ok) {
      return data<ActionData>(
        {
          intent,
          ok: false,
          message: "Bitte korrigiere die Fehler im Formular.",
          fieldErrors: parsed.fieldErrors,
          values: typedValues(form),
          resendTo: intent === "resend" ? (typedValues(form)?.email ?? "") : undefined,
        },
        { status: 400 },
      );
    }
    const result =
      intent === "signup"
        ? await signUpWithPassword(request, parsed.data as { email: string; password: string; username?: string }, returnTo)
        : intent === "magiclink"
          ? await requestMagicLink(request, parsed.data as { email: string }, returnTo)
          : intent === "resend"
            ? await requestVerificationMail(request, parsed.data as { email: string })
            : await signInWithPassword(request, parsed.data as { email: string; password: string });
    // Sent by the browser itself (no JavaScript yet): straight on with the session cookie, as the
    // page does after its short delay.
    if (intent === "signin" && result.ok && isNativeSubmission(request)) {
      const headers = new Headers(result.headers);
      headers.append("Set-Cookie", flashCookie({ type: "success", message: result.message }));
      throw redirect(returnTo, { status: 303, headers });
    }
    const offerResend = result.unverified || intent === "resend" || (intent === "signup" && result.ok);
    return data<ActionData>(
      {
        intent,
        ok: result.ok,
        message: result.message,
        fieldErrors: result.fieldErrors,
        values: result.ok ? undefined : typedValues(form),
        resendTo: offerResend ? (parsed.data as { email: string }).email : undefined,
      },
      { status: result.status, headers: result.headers },
    );
  });
}

export default function AuthPage() {
  const { t } = useTranslation("auth");
  const answer = useActionData<typeof action>();
  const navigation = useNavigation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const tab = params.get("tab") === "signup" ? "signup" : "signin";
  // A refusal of the request helper (e.g. invalid characters) belongs to the tab that was sent.
  const actionData = useMemo<ActionData | undefined>(
    () => (answer && !("intent" in answer) ? { intent: tab, ok: false, message: answer.error } : answer),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a new answer changes it
    [answer],
  );
  const [password, setPassword] = useState("");
  const busy = navigation.state !== "idle";
  // Read when the sign-in's timer fires (below): the page's reload after the sign-in usually leads
  // on by itself (the loader sends a signed-in member on).
  const navigationState = useRef(navigation.state);
  navigationState.current = navigation.state;
  const redirectTo = redirectTarget(params);

  useEffect(() => {
    if (!actionData) return;
    if (actionData.ok) toast.success(t(actionData.message));
    else if (!actionData.fieldErrors) toast.error(t(actionData.message));
    if (actionData.ok && actionData.intent === "signin") {
      // Not a second navigation while that one is on its way (on a slow connection it took longer
      // than the delay, and its late arrival closed what had been opened on the next page).
      const timer = setTimeout(() => {
        if (navigationState.current === "idle") navigate(redirectTo, { replace: true });
      }, SIGN_IN_REDIRECT_DELAY_MS);
      return () => clearTimeout(timer);
    }
  }, [actionData, navigate, redirectTo, t]);

  const typed = (intent: ActionData["intent"], field: "email" | "username") => (actionData?.intent === intent ? actionData.values?.[field] : undefined);
  const errorsFor = (intent: ActionData["intent"], field: string) =>
    actionData?.intent === intent ? actionData.fieldErrors?.[field]?.map((m) => t(m)) : undefined;
  // The repeated confirmation mail belongs to the tab it was offered on.
  const resend = (intent: "signin" | "signup") =>
    actionData?.resendTo !== undefined && (actionData.intent === intent || (actionData.intent === "resend" && tab === intent)) ? (
      <ResendVerificationForm email={actionData.resendTo} busy={busy} error={actionData.intent === "resend" ? actionData.fieldErrors?.email : undefined} />
    ) : null;
  const banner = (intent: ActionData["intent"]) =>
    actionData?.intent === intent ? (
      <Alert variant={actionData.ok ? "success" : "error"} className="mb-4">
        {t(actionData.message)}
        {actionData.ok && intent === "signup" ? (
          <span className="mt-1 block">{t("Bitte bestätige deine E-Mail-Adresse über den Link, den wir dir gesendet haben.")}</span>
        ) : null}
        {/* Without JavaScript nothing navigates on its own: the way on is a link. */}
        {actionData.ok && intent === "signin" ? (
          <Link to={redirectTo} replace className="mt-1 block font-medium underline underline-offset-2">
            {t("Weiter")}
          </Link>
        ) : null}
      </Alert>
    ) : null;

  return (
    <AuthShell title={tab === "signup" ? t("Registrieren") : t("Anmelden")}>
      {/* Links (`?tab=signup`, keeping the way back): they work before the page's scripts have started. */}
      <LinkTabs
        label={t("Anmelden oder registrieren")}
        className="grid w-full grid-cols-2"
        items={[
          { to: tabSearch(params, null), current: tab === "signin", children: t("Anmelden") },
          { to: tabSearch(params, "signup"), current: tab === "signup", children: t("Registrieren") },
        ]}
      />
      {tab === "signin" ? (
        <div className="pt-4">
          {banner("signin")}
          {tab === "signin" ? banner("resend") : null}
          {resend("signin")}
          <Form method="post" noValidate className="space-y-4" aria-label={t("Anmelden")}>
            <input type="hidden" name="intent" value="signin" />
            <Field id="signin-email" label={t("E-Mail")} error={errorsFor("signin", "email")} announce>
              <Input name="email" type="email" autoComplete="email" defaultValue={typed("signin", "email")} />
            </Field>
            <Field
              id="signin-password"
              label={t("Passwort")}
              error={errorsFor("signin", "password")}
              announce
              labelAside={
                <Link
                  to="/forgot-password"
                  // 44 px to tap (issue #26 item 11) without making the label row taller.
                  className="-my-3 inline-block py-3 text-sm text-brand-800 underline-offset-2 hover:underline"
                >
                  {t("Passwort vergessen?")}
                </Link>
              }
            >
              <Input name="password" type="password" autoComplete="current-password" />
            </Field>
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
            <Field
              id="magic-email"
              label={t("Mit Magic Link anmelden")}
              description={t("Wir senden dir einen Anmeldelink per E-Mail – ganz ohne Passwort.")}
              error={errorsFor("magiclink", "email")}
              announce
            >
              <Input name="email" type="email" autoComplete="email" defaultValue={typed("magiclink", "email")} />
            </Field>
            <Button type="submit" variant="outline" className="w-full" disabled={busy}>
              <Mail aria-hidden="true" className="size-4" />
              {t("Magic Link senden")}
            </Button>
          </Form>
        </div>
      ) : (
        <div className="pt-4">
          {banner("signup")}
          {tab === "signup" ? banner("resend") : null}
          {resend("signup")}
          <Form method="post" noValidate className="space-y-4" aria-label={t("Registrieren")}>
            <input type="hidden" name="intent" value="signup" />
            <Field id="signup-email" label={t("E-Mail")} error={errorsFor("signup", "email")} announce>
              <Input name="email" type="email" autoComplete="email" defaultValue={typed("signup", "email")} />
            </Field>
            <Field
              id="signup-username"
              label={t("Benutzername")}
              description={t("Optional. Standard ist der Teil deiner E-Mail-Adresse vor dem @.")}
              error={errorsFor("signup", "username")}
              announce
            >
              <Input name="username" autoComplete="username" defaultValue={typed("signup", "username")} />
            </Field>
            <NewPasswordField
              id="signup-password"
              checklistId="password-checklist"
              label={t("Passwort")}
              error={errorsFor("signup", "password")}
              value={password}
              onChange={setPassword}
            />
            <Button type="submit" className="w-full" disabled={busy}>
              {t("Registrieren")}
            </Button>
          </Form>
        </div>
      )}
    </AuthShell>
  );
}
