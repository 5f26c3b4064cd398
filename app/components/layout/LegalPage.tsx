import { ArrowLeft } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { formatDate, isoDate } from "~/lib/format";

/**
 * Frame of the legal pages (privacy, terms, imprint): back link, the page's only h1, the
 * 'Stand' date and the text at a reading width of about 70 characters.
 */
export function LegalPage({ title, updated, children }: { title: string; updated: Date | string; children: ReactNode }) {
  const { t } = useTranslation("common");
  return (
    <article className="mx-auto w-full max-w-[70ch] px-4 py-8 sm:px-6 sm:py-10">
      <Link
        to="/"
        className="mb-6 inline-flex items-center gap-1.5 rounded-sm text-sm font-medium text-brand-800 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t("Zurück zur Startseite")}
      </Link>
      <header className="mb-8 border-b border-border pb-6">
        <h1 className="text-2xl font-bold tracking-tight break-words hyphens-auto text-ink sm:text-4xl">{title}</h1>
        <p className="mt-2 text-sm text-ink-muted">
          {t("Stand:")} <time dateTime={isoDate(updated)}>{formatDate(updated)}</time>
        </p>
      </header>
      <div className="space-y-4 leading-relaxed break-words hyphens-auto text-ink sm:hyphens-manual [&_a]:font-medium [&_a]:text-brand-800 [&_a]:underline [&_a]:underline-offset-2 [&_a:hover]:text-brand-900 [&_address]:not-italic [&_h2]:mt-10 [&_h2]:mb-3 [&_h2]:text-xl [&_h2]:font-semibold [&_h2]:text-ink [&_h3]:mt-6 [&_h3]:mb-2 [&_h3]:text-base [&_h3]:font-semibold [&_li]:pl-1 [&_ol]:list-decimal [&_ol]:space-y-1.5 [&_ol]:pl-6 [&_ul]:list-disc [&_ul]:space-y-1.5 [&_ul]:pl-6">
        {children}
      </div>
    </article>
  );
}
