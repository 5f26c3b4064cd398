import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useRootData } from "~/lib/root-data";

/** Centered card layout of the auth pages (outside the common layout). */
export function AuthShell({ title, children }: { title: string; children: React.ReactNode }) {
  const { t } = useTranslation("auth");
  const { siteTitle } = useRootData();
  return (
    <div className="flex min-h-dvh flex-col items-center justify-center bg-surface-muted px-4 py-10">
      <Link to="/" className="mb-6 text-2xl font-bold text-brand-800">
        {siteTitle}
      </Link>
      <main id="main" className="w-full max-w-md rounded-card border border-border bg-white p-6 shadow-sm sm:p-8">
        <h1 className="mb-6 text-center text-2xl font-semibold">{title}</h1>
        {children}
      </main>
      <Link to="/" className="mt-6 text-sm text-ink-muted underline-offset-2 hover:underline">
        {t("Zurück zur Startseite")}
      </Link>
    </div>
  );
}
