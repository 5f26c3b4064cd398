import type { Resource } from "i18next";
import admin from "../../public/locales/de/admin.json";
import auth from "../../public/locales/de/auth.json";
import common from "../../public/locales/de/common.json";
import errors from "../../public/locales/de/errors.json";
import footer from "../../public/locales/de/footer.json";
import forms from "../../public/locales/de/forms.json";
import navigation from "../../public/locales/de/navigation.json";
import { createI18n } from "./i18n";

/** Server rendering uses the same translation files the browser loads. */
export const serverResources: Resource = { de: { common, navigation, forms, errors, admin, footer, auth } };

export function createServerI18n() {
  return createI18n(serverResources);
}
