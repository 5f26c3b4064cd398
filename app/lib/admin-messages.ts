/** The back-office's refusals (spec 3 section 2); shared by the server guard and the error page. */
export const ADMIN_MESSAGES = {
  anonymous: "Sie müssen angemeldet sein, um auf das Admin-Dashboard zuzugreifen.",
  dashboardDenied: "Zugriff verweigert. Sie benötigen Admin-Berechtigungen.",
  pageDenied: "Sie haben keine Berechtigung für diese Seite.",
} as const;

