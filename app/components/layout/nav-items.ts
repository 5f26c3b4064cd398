import { Gift, Heart, LayoutGrid, List, LocateFixed, Newspaper, type LucideIcon, Plus, Shield, SquarePen, TicketPercent, UserRound } from "lucide-react";
import { builtOnly, type Section } from "~/lib/site-sections";

/**
 * Header targets (issue #26: one header everywhere). Labels are i18n keys of the navigation
 * namespace. The same items in the same order at every width: the site links, the bell, then the
 * account menu (or 'Anmelden' and 'Registrieren').
 */
export type NavItem = { to: string; label: string; icon: LucideIcon; section?: Section /** NavLink `end` (home). */; end?: boolean };

const DIRECTORY: NavItem = { to: "/", label: "Anbieter", icon: LayoutGrid, end: true };
/** Home's 'Wo?' field (focused there for #wo). */
const NEAR_ME: NavItem = { to: "/#wo", label: "In meiner Nähe", icon: LocateFixed };
const BLOG: NavItem = { to: "/blog", label: "Blog", icon: Newspaper };
const CONTESTS: NavItem = { to: "/contests", label: "Gewinnspiele", icon: Gift, section: "contests" };
export const VOUCHERS: NavItem = { to: "/gutscheincodes", label: "Gutscheine", icon: TicketPercent, section: "coupons" };

/** The site links of the header, in this order at every width; sections not built yet are left out (app/lib/site-sections.ts). */
export const SITE_NAV: NavItem[] = builtOnly([DIRECTORY, NEAR_ME, BLOG, VOUCHERS, CONTESTS]);

export const ADD_PROVIDER: NavItem = { to: "/add-provider", label: "Anbieter hinzufügen", icon: Plus };
export const MY_BLOG: NavItem = { to: "/myblog", label: "Mein Blog", icon: SquarePen };
export const FAVORITES: NavItem = { to: "/favorites", label: "Favoriten", icon: Heart };
export const ADMIN: NavItem = { to: "/admin", label: "Admin", icon: Shield };

/** The account menu of a signed-in member ('Abmelden' follows as a form). */
export function accountNav(viewer: { profilePath: string; isAdmin: boolean }): NavItem[] {
  return [
    { to: viewer.profilePath, label: "Profil", icon: UserRound, end: true },
    { to: `${viewer.profilePath}#own-submissions-heading`, label: "Meine Einträge", icon: List },
    ADD_PROVIDER,
    MY_BLOG,
    FAVORITES,
    ...(viewer.isAdmin ? [ADMIN] : []),
  ];
}

/** The 404 page's 'Beliebte Seiten'. */
export const POPULAR_PAGES: NavItem[] = builtOnly([BLOG, ADD_PROVIDER, CONTESTS]);
