import { startTransition, StrictMode, type ReactNode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { I18nextProvider } from "~/lib/i18n-lite";
import { documentNamespaces, ensureNamespaces, useClientI18n } from "~/lib/i18n-client";

function Translations({ children }: { children: ReactNode }) {
  return <I18nextProvider i18n={useClientI18n()}>{children}</I18nextProvider>;
}

async function hydrate() {
  // Same texts as the server render: load the page's namespaces (with retries) before hydrating.
  // In the browser, "react-i18next" resolves to the same binding (vite.config.ts clientI18nLite).
  await ensureNamespaces(documentNamespaces(document));
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <Translations>
          <HydratedRouter />
        </Translations>
      </StrictMode>,
    );
  });
}

void hydrate();
