/** The favourites texts of spec 1 section 8 (du-form), for the server and the pages. */
export const FAVORITE_MESSAGES = {
  login: "Du musst angemeldet sein, um Favoriten zu verwalten",
  loginProviderPage: "Bitte melde dich an, um Favoriten zu verwalten",
  added: "Zu Favoriten hinzugefügt",
  removed: "Aus Favoriten entfernt",
  error: "Fehler beim Verwalten der Favoriten",
  loadError: "Fehler beim Laden der Favoriten",
  removeError: "Fehler beim Entfernen des Favoriten",
  removedOnPage: "Favorit entfernt",
} as const;
