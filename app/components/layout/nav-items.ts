import { Gift, Heart, Newspaper, type LucideIcon, Plus, Shield, SquarePen, TicketPercent, UserRound } from "lucide-react";
import { builtOnly, type Section } from "~/lib/site-sections";

/** Header targets (spec 2 section 2, routes used as navigation targets). Labels are i18n keys. */
export type NavItem = { to: string; label: string; icon: LucideIcon; section?: Section };

const BLOG: NavItem = { to: "/blog", label: "Blog", icon: Newspaper };
const CONTESTS: NavItem = { to: "/contests", label: "Verlosungen", icon: Gift, section: "contests" };
export const VOUCHERS: NavItem = { to: "/gutscheincodes", label: "Gutscheine", icon: TicketPercent, section: "coupons" };

/** Desktop header links; sections not built yet are left out (app/lib/site-sections.ts). */
export const PUBLIC_NAV: NavItem[] = builtOnly([BLOG, CONTESTS, VOUCHERS]);

/** Mobile bar icon order: vouchers, blog, contests. */
export const MOBILE_ICON_NAV: NavItem[] = builtOnly([VOUCHERS, BLOG, CONTESTS]);

export const ADD_PROVIDER: NavItem = { to: "/add-provider", label: "Anbieter hinzufügen", icon: Plus };
export const MY_BLOG: NavItem = { to: "/myblog", label: "Mein Blog", icon: SquarePen };
export const FAVORITES: NavItem = { to: "/favorites", label: "Favoriten", icon: Heart };
export const ADMIN: NavItem = { to: "/admin", label: "Admin", icon: Shield };

/** The 404 page's 'Beliebte Seiten'. */
export const POPULAR_PAGES: NavItem[] = builtOnly([BLOG, ADD_PROVIDER, CONTESTS]);

/** The signed-in drawer's links (without profile and admin). */
export const DRAWER_NAV: NavItem[] = builtOnly([ADD_PROVIDER, MY_BLOG, VOUCHERS, FAVORITES]);

export function profileItem(to: string): NavItem {
  return { to, label: "Profil", icon: UserRound };
}
