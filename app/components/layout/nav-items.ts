import { Gift, Heart, Newspaper, type LucideIcon, Plus, Shield, SquarePen, TicketPercent, UserRound } from "lucide-react";

/** Header targets (spec 2 section 2, routes used as navigation targets). Labels are i18n keys. */
export type NavItem = { to: string; label: string; icon: LucideIcon };

export const PUBLIC_NAV: NavItem[] = [
  { to: "/blog", label: "Blog", icon: Newspaper },
  { to: "/contests", label: "Verlosungen", icon: Gift },
  { to: "/gutscheincodes", label: "Gutscheine", icon: TicketPercent },
];

/** Mobile bar icon order: vouchers, blog, contests. */
export const MOBILE_ICON_NAV: NavItem[] = [
  { to: "/gutscheincodes", label: "Gutscheine", icon: TicketPercent },
  { to: "/blog", label: "Blog", icon: Newspaper },
  { to: "/contests", label: "Verlosungen", icon: Gift },
];

export const ADD_PROVIDER: NavItem = { to: "/add-provider", label: "Anbieter hinzufügen", icon: Plus };
export const MY_BLOG: NavItem = { to: "/myblog", label: "Mein Blog", icon: SquarePen };
export const FAVORITES: NavItem = { to: "/favorites", label: "Favoriten", icon: Heart };
export const ADMIN: NavItem = { to: "/admin", label: "Admin", icon: Shield };
export const VOUCHERS: NavItem = PUBLIC_NAV[2];

export function profileItem(to: string): NavItem {
  return { to, label: "Profil", icon: UserRound };
}
