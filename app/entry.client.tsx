import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { createLiteI18n, I18nextProvider } from "~/lib/i18n-lite";
import { LANGUAGE, loadNamespace, NAMESPACES } from "~/lib/i18n-load";
import { cn } from "~/lib/cn";

// tailwind-merge builds its class map on first use (a long task on a phone): let it do so in a
// task of its own while the translations load, not inside a slice of the hydration.
setTimeout(() => cn("p-0 p-1"), 0);

async function hydrate() {
  // Same texts as the server render: load the seven namespaces (with retries) before hydrating.
  const loaded = await Promise.all(NAMESPACES.map((ns) => loadNamespace(ns, { version: __APP_VERSION__ })));
  const resources: Record<string, Record<string, string>> = {};
  NAMESPACES.forEach((ns, i) => {
    resources[ns] = loaded[i] ?? {};
  });
  // In the browser, "react-i18next" resolves to this same binding (vite.config.ts clientI18nLite).
  const i18n = createLiteI18n(LANGUAGE, NAMESPACES, resources);
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <I18nextProvider i18n={i18n}>
          <HydratedRouter />
        </I18nextProvider>
      </StrictMode>,
    );
  });
}

void hydrate();
