import i18next, { type i18n as I18n, type Resource } from "i18next";
import { LANGUAGE, NAMESPACES } from "./i18n-load";

/**
 * Texts are keyed by their German original (gettext style): when a translation is missing or a
 * namespace fails to load, i18next shows the key, which is the original text. The browser uses the
 * same texts through the small binding in ./i18n-lite (see vite.config.ts).
 */
export { LANGUAGE, NAMESPACES, RETRY_DELAYS_MS, type Fetcher, type Namespace } from "./i18n-load";

export function createI18n(resources: Resource = {}): I18n {
  const instance = i18next.createInstance();
  void instance.init({
    lng: LANGUAGE,
    fallbackLng: false,
    ns: [...NAMESPACES],
    defaultNS: "common",
    fallbackNS: [...NAMESPACES],
    keySeparator: false,
    nsSeparator: false,
    interpolation: { escapeValue: false },
    returnEmptyString: false,
    resources,
    initAsync: false,
    react: { useSuspense: false },
  });
  return instance;
}
