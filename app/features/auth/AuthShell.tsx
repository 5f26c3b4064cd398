import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Alert } from "~/components/ui/alert";
import { useRootData } from "~/lib/root-data";

/** Centered card layout of the auth pages (outside the common layout). */
export function AuthShell({ title, children }: { title: string; children: React.ReactNode }) {
  const { t } = useTranslation("auth");
  const { siteTitle } = useRootData();
  return (
    <div className="flex min-h-dvh flex-col items-center justify-center bg-surface-muted px-4 py-10">
      <Link to="/" className="mb-6 inline-flex min-h-11 items-center text-2xl font-bold text-brand-800">
        {siteTitle}
      </Link>
      <main id="main" className="w-full max-w-md rounded-card border border-border bg-white p-6 shadow-sm sm:p-8">
        <h1 className="mb-6 text-center text-2xl font-semibold">{title}</h1>
        {children}
      </main>
      <Link to="/" className="mt-6 inline-flex min-h-11 items-center text-sm text-ink-muted underline-offset-2 hover:underline">
        {t("Zurück zur Startseite")}
      </Link>
    </div>
  );
}

/** An end of an auth flow: the (translated) message as an alert and one link onwards. */
export function AuthNotice({
  title,
  variant,
  message,
  link,
}: {
  title: string;
  variant: "success" | "error";
  message: string;
  link: { to: string; label: string };
}) {
  return (
    <AuthShell title={title}>
      <Alert variant={variant}>{message}</Alert>
      <p className="mt-6 text-center">
        <Link to={link.to} className="font-medium text-brand-800 underline-offset-2 hover:underline">
          {link.label}
        </Link>
      </p>
    </AuthShell>
  );
}

/** The form's refusal above the form (nothing when there is none). */
export function AuthError({ message }: { message?: string | null }) {
  return message ? (
    <Alert variant="error" className="mb-4">
      {message}
    </Alert>
  ) : null;
}
