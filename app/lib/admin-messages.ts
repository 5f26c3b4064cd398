/** The back-office's refusals (spec 3 section 2); shared by the server guard and the error page. */
export const ADMIN_MESSAGES = {
  anonymous: "Du musst angemeldet sein, um auf das Admin-Dashboard zuzugreifen.",
  dashboardDenied: "Zugriff verweigert. Du benötigst Admin-Berechtigungen.",
  pageDenied: "Du hast keine Berechtigung für diese Seite.",
} as const;
