import type { Resource } from "i18next";
import admin from "../../public/locales/de/admin.json";
import auth from "../../public/locales/de/auth.json";
import common from "../../public/locales/de/common.json";
import errors from "../../public/locales/de/errors.json";
import footer from "../../public/locales/de/footer.json";
import forms from "../../public/locales/de/forms.json";
import navigation from "../../public/locales/de/navigation.json";
import { createI18n, LANGUAGE, NAMESPACES } from "./i18n";
import { createLiteI18n, type LiteI18n } from "./i18n-lite";
import { pageNamespaces, PUBLIC_NAMESPACES } from "./i18n-load";

/** Server rendering uses the same translation files the browser loads. */
export const serverResources: Resource = { de: { common, navigation, forms, errors, admin, footer, auth } };

export function createServerI18n() {
  return createI18n(serverResources);
}

/**
 * The translation store of server rendering: built once per process and shared by every request
 * (the texts never change at run time). The server bundle renders with the same small binding as
 * the browser (vite.config.ts aliases react-i18next to ./i18n-lite for both builds), so no i18next
 * instance or translation wrapper is created per request (issue #11: they cost as much CPU as
 * React's own rendering).
 */
export const serverI18n = createLiteI18n(LANGUAGE, NAMESPACES, serverResources[LANGUAGE] as Record<string, Record<string, string>>);

/** The same store without the back-office texts: what a public page's browser loads (pageNamespaces). */
const publicServerI18n = createLiteI18n(
  LANGUAGE,
  PUBLIC_NAMESPACES,
  Object.fromEntries(PUBLIC_NAMESPACES.map((ns) => [ns, (serverResources[LANGUAGE] as Record<string, Record<string, string>>)[ns]])),
);

/** The store for a page whose root data has this viewer (the same namespaces the browser loads). */
export function serverI18nFor(viewer: { isAdmin?: boolean } | null | undefined): LiteI18n {
  return pageNamespaces(viewer) === NAMESPACES ? serverI18n : publicServerI18n;
}
