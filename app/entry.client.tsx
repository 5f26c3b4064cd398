import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { I18nextProvider } from "react-i18next";
import { HydratedRouter } from "react-router/dom";
import { createI18n, LANGUAGE, loadNamespace, NAMESPACES } from "~/lib/i18n";

async function hydrate() {
  // Same texts as the server render: load the seven namespaces (with retries) before hydrating.
  const loaded = await Promise.all(NAMESPACES.map((ns) => loadNamespace(ns, { version: __APP_VERSION__ })));
  const resources: Record<string, Record<string, string>> = {};
  NAMESPACES.forEach((ns, i) => {
    resources[ns] = loaded[i] ?? {};
  });
  const i18n = createI18n({ [LANGUAGE]: resources });
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
