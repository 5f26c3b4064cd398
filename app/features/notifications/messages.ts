import type { MessageType } from "~db/schema/messages";

/**
 * The notification inbox's words and constants (spec 2 sections 2, 4, 8 and 9; spec 3
 * 'Messaging'). Shared by the server and the browser: no server imports here.
 */
export const NOTIFICATION_TEXTS = {
  loading: "Nachrichten laden...",
  empty: "Keine Nachrichten",
  loadError: (message: string) => `Fehler: ${message}`,
  loadErrorToast: (message: string) => `Fehler beim Laden der Nachrichten: ${message}`,
  loadErrorDefault: "Unbekannter Fehler beim Laden der Nachrichten",
  panelCrash: "Benachrichtigungen-Fehler",
  panelCrashDefault: "Ein unerwarteter Fehler ist aufgetreten.",
  allRead: "Alle Nachrichten als gelesen markiert",
  toastAdmin: "Admin-Nachricht",
  toastNew: "Neue Nachricht",
  login: "Bitte melde dich an, um deine Nachrichten zu sehen.",
  notFound: "Nachricht nicht gefunden",
} as const;

export const NOTIFICATION_LIMITS = {
  /** The bell badge shows 99+ above this. */
  badgeCap: 99,
  /** Messages the panel loads (newest first). */
  listSize: 50,
  /** Refetch once this long after the live channel is open (spec 2 section 9). */
  refetchAfterSubscribeMs: 2_000,
  /** Live channel: keep-alive comment interval and the reconnect back-off. */
  keepAliveMs: 25_000,
  reconnectMinMs: 1_000,
  reconnectMaxMs: 30_000,
} as const;

/** Type labels of the panel (the spec names only the default 'Nachricht'; decision 0020). */
export const TYPE_LABELS: Partial<Record<MessageType, string>> = {
  admin: "Admin-Nachricht",
  rank_achievement: "Neuer Rang",
  review_notification: "Neue Bewertung",
  helpful_vote_notification: "Hilfreich-Stimme",
  author_new_article: "Neuer Artikel",
  system: "System",
  contest_created: "Neues Gewinnspiel",
  claim_decision: "Eintrag beansprucht",
  review_reply: "Antwort des Anbieters",
  outdated_info_report: "Veraltete Info gemeldet",
  listing_reminder: "Eintrag aktualisieren",
};
export const DEFAULT_TYPE_LABEL = "Nachricht";

export function typeLabel(type: string): string {
  return (Object.hasOwn(TYPE_LABELS, type) ? TYPE_LABELS[type as MessageType] : undefined) ?? DEFAULT_TYPE_LABEL;
}

export function badgeText(unread: number): string {
  return unread > NOTIFICATION_LIMITS.badgeCap ? `${NOTIFICATION_LIMITS.badgeCap}+` : String(unread);
}

/**
 * The metadata keys of the member who caused a review or helpful-vote notification: their id (the
 * panel looks up the current name) and their name at the time. Account deletion replaces both.
 */
export const NOTIFICATION_ACTOR_KEYS: Partial<Record<MessageType, { id: string; name: string }>> = {
  review_notification: { id: "reviewer_user_id", name: "reviewer_username" },
  helpful_vote_notification: { id: "voter_user_id", name: "voter_username" },
};

/** Who caused a review or helpful-vote notification, as the panel shows them. */
export type MessageActor = { label: string; href: string | null };

/** One message as the browser gets it (list, live channel). */
export type InboxMessage = {
  id: string;
  title: string;
  content: string;
  messageType: string;
  isRead: boolean;
  readAt: string | null;
  createdAt: string;
  /** A link the message points to (article, provider, review), site-relative. */
  link: string | null;
  actor: MessageActor | null;
};

/**
 * The spec's rule for reviewers and voters: 'Admin' when they hold the admin role or their
 * username contains 'admin' or the brand name (case-insensitive); 'Anonym' without a username.
 */
export function actorDisplay(
  actor: { username: string | null | undefined; isAdmin: boolean; profileHref: string | null },
  brandNames: readonly string[],
): MessageActor {
  const name = actor.username?.trim();
  if (!name) return { label: "Anonym", href: null };
  const lower = name.toLowerCase();
  if (actor.isAdmin || lower.includes("admin") || brandNames.some((b) => b && lower.includes(b.toLowerCase()))) {
    return { label: "Admin", href: null };
  }
  return { label: name, href: actor.profileHref };
}

export type TextPart = { text: string; href?: string };

// URLs with a scheme, www. addresses and bare domains (name.tld with a letter TLD of 2 to 24).
const LINK_RE = /\b(?:https?:\/\/[^\s<>"']+|(?:www\.)?(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,24}(?:\/[^\s<>"']*)?)/gi;
const TRAILING = /[.,;:!?)\]}'"»“”]+$/;

/**
 * Splits message text into plain parts and links (spec 2 section 2): URLs and bare domains become
 * external links, with https:// added when the scheme is missing. E-mail addresses stay text.
 */
export function linkifyText(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(LINK_RE)) {
    const start = match.index;
    if (start > 0 && /[@\w.-]/.test(text[start - 1]!)) continue;
    let raw = match[0];
    const trailing = TRAILING.exec(raw)?.[0] ?? "";
    raw = raw.slice(0, raw.length - trailing.length);
    if (!raw) continue;
    if (/^[\w.-]+@/.test(text.slice(start))) continue;
    if (start > last) parts.push({ text: text.slice(last, start) });
    parts.push({ text: raw, href: /^https?:\/\//i.test(raw) ? raw : `https://${raw}` });
    last = start + raw.length;
  }
  if (last < text.length) parts.push({ text: text.slice(last) });
  return parts;
}
