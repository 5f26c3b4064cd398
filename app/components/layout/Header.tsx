import { ChevronDown, Menu, Search } from "lucide-react";
import { useRef } from "react";
import { useTranslation } from "react-i18next";
import { Form, Link, NavLink } from "react-router";
import { UserAvatar } from "~/components/ui/avatar";
import { ButtonLink } from "~/components/ui/button-link";
import { SuggestInput } from "~/components/ui/suggest-input";
import { cn } from "~/lib/cn";
import { useRootData, type PublicViewer } from "~/lib/root-data";
import { BrandMark } from "./BrandMark";
import { useDisclosureMenu } from "./disclosure";
import { HeaderBell } from "./HeaderBell";
import { accountNav, SITE_NAV, type NavItem } from "./nav-items";
import { useHeaderVisibility } from "./scroll";
import { PartShownAt } from "~/lib/static-part";
import { SignOutForm } from "./SignOutForm";

/**
 * Site header (issue #26: one header everywhere). The same items in the same order at every
 * width: logo, search, 'Anbieter', 'In meiner Nähe', 'Blog', 'Gutscheine', 'Gewinnspiele', the
 * bell, and one account menu (or 'Anmelden' and 'Registrieren'). From 1024 px on in one bar;
 * below, the bar keeps logo and bell and the rest is in the labelled 'Menü' (in the same order).
 * Both bars are server-rendered and switched by CSS; the menus are <details> (they work without
 * JavaScript). Below 768 px the bar hides when scrolling down and comes back when scrolling up.
 * The bar of the other width is taken over unhydrated while it is hidden (decision 0051) and
 * renders anew when the width makes it shown.
 */
export function Header() {
  const { viewer, siteTitle } = useRootData();
  const [visible, setVisible] = useHeaderVisibility();
  return (
    <header
      className={cn("sticky top-0 z-40 border-b border-border bg-white", "transition-transform duration-200 ease-out", !visible && "max-md:-translate-y-full")}
      onFocus={() => setVisible(true)}
    >
      <PartShownAt query="(min-width: 1024px)" className="contents">
        <DesktopBar viewer={viewer} siteTitle={siteTitle} />
      </PartShownAt>
      <PartShownAt query="(max-width: 1023.98px)" className="contents">
        <MobileBar viewer={viewer} siteTitle={siteTitle} />
      </PartShownAt>
    </header>
  );
}

type BarProps = { viewer: PublicViewer | null; siteTitle: string };

function Brand({ siteTitle, labelClassName }: { siteTitle: string; labelClassName?: string }) {
  return (
    <Link
      to="/"
      className="flex min-h-11 min-w-11 shrink-0 items-center gap-2 rounded-lg font-bold tracking-tight text-brand-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
    >
      <BrandMark />
      <span className={cn("truncate text-lg", labelClassName)}>{siteTitle}</span>
    </Link>
  );
}

const suggestUrl = (term: string) => `/api/suggest?${new URLSearchParams({ q: term, feld: "was" }).toString()}`;

/** The compact 'Was?' search of the header: a GET form to home's results, with suggestions. */
function HeaderSearch({ className, inputClassName }: { className?: string; inputClassName?: string }) {
  const { t } = useTranslation("navigation");
  return (
    <Form method="get" action="/" role="search" aria-label={t("Schnellsuche")} className={cn("flex min-w-0 items-center", className)}>
      <SuggestInput
        name="q"
        aria-label={t("Was? Name, Kategorie oder Stichwort")}
        placeholder={t("Was suchst du?")}
        maxLength={100}
        sourceUrl={suggestUrl}
        className={cn(
          "h-11 w-full min-w-0 rounded-l-lg border border-r-0 border-border bg-white px-3 text-base text-ink placeholder:text-ink-muted md:text-sm",
          "focus-visible:border-brand-700 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-700/25",
          inputClassName,
        )}
      />
      <button
        type="submit"
        className="inline-flex size-11 shrink-0 items-center justify-center rounded-r-lg bg-brand-800 text-white hover:bg-brand-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
      >
        <Search aria-hidden="true" className="size-4" />
        <span className="sr-only">{t("Suche starten")}</span>
      </button>
    </Form>
  );
}

const barLinkClasses = [
  "inline-flex min-h-11 items-center rounded-lg px-2 text-sm font-medium whitespace-nowrap text-ink-muted transition-colors xl:px-3",
  "hover:bg-surface-muted hover:text-ink aria-[current=page]:bg-brand-50 aria-[current=page]:text-brand-900",
  "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700",
].join(" ");

const menuLinkClasses = [
  "flex min-h-11 items-center gap-3 rounded-lg px-3 text-[0.9375rem] font-medium text-ink transition-colors",
  "hover:bg-surface-muted aria-[current=page]:bg-brand-50 aria-[current=page]:text-brand-900",
  "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700",
].join(" ");

const summaryClasses = [
  "flex min-h-11 cursor-pointer list-none items-center gap-1.5 rounded-lg px-2 text-sm font-medium text-ink [&::-webkit-details-marker]:hidden",
  "hover:bg-surface-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 group-open:bg-surface-muted",
].join(" ");

/** A header link; one to a place on a page (/#wo) is never marked as the current page. */
function ItemLink({ item, className, children, ...rest }: { item: NavItem; className: string; children: React.ReactNode; "data-menu-first"?: true }) {
  return item.to.includes("#") ? (
    <Link to={item.to} className={className} {...rest}>
      {children}
    </Link>
  ) : (
    <NavLink to={item.to} end={item.end} className={className} {...rest}>
      {children}
    </NavLink>
  );
}

function MenuLink({ item, first }: { item: NavItem; first?: boolean }) {
  const { t } = useTranslation("navigation");
  const Icon = item.icon;
  return (
    <ItemLink item={item} className={menuLinkClasses} data-menu-first={first || undefined}>
      <Icon aria-hidden="true" className="size-5 shrink-0 text-brand-800" />
      {t(item.label)}
    </ItemLink>
  );
}

/** The account menu ('Profil', 'Meine Einträge', …, 'Admin', 'Abmelden'). */
function AccountLinks({ viewer }: { viewer: PublicViewer }) {
  const { t } = useTranslation("navigation");
  return (
    <nav aria-label={t("Benutzermenü")}>
      <div className="flex items-center gap-3 px-3 pt-1 pb-2">
        <UserAvatar name={viewer.username ?? viewer.email} src={viewer.avatarUrl} size="md" />
        <div className="min-w-0">
          <p className="truncate text-sm font-semibold text-ink">{viewer.username ?? t("Mein Konto")}</p>
          <p className="truncate text-xs text-ink-muted">{viewer.email}</p>
        </div>
      </div>
      <ul className="flex flex-col gap-0.5">
        {accountNav(viewer).map((item) => (
          <li key={item.to}>
            <MenuLink item={item} />
          </li>
        ))}
        <li>
          <SignOutForm buttonClassName="min-h-11 w-full gap-3 px-3 text-[0.9375rem] text-ink [&>svg]:size-5 [&>svg]:text-brand-800" />
        </li>
      </ul>
    </nav>
  );
}

function AccountMenu({ viewer }: { viewer: PublicViewer }) {
  const { t } = useTranslation("navigation");
  const ref = useRef<HTMLDetailsElement>(null);
  useDisclosureMenu(ref);
  return (
    <details ref={ref} className="group relative">
      <summary className={summaryClasses}>
        <UserAvatar name={viewer.username ?? viewer.email} src={viewer.avatarUrl} size="sm" />
        <span className="sr-only">{t("Mein Konto")}</span>
        <ChevronDown aria-hidden="true" className="size-4 text-ink-muted transition-transform group-open:rotate-180" />
      </summary>
      <div className="absolute top-full right-0 z-50 mt-2 w-72 rounded-card border border-border bg-white p-2 shadow-lg">
        <AccountLinks viewer={viewer} />
      </div>
    </details>
  );
}

function SignInLinks({ className }: { className?: string }) {
  const { t } = useTranslation("navigation");
  return (
    <div className={cn("flex items-center gap-2", className)}>
      <ButtonLink to="/auth" variant="outline" className="h-11 flex-1 px-4">
        {t("Anmelden")}
      </ButtonLink>
      <ButtonLink to="/auth?tab=signup" className="h-11 flex-1 px-4">
        {t("Registrieren")}
      </ButtonLink>
    </div>
  );
}

function DesktopBar({ viewer, siteTitle }: BarProps) {
  const { t } = useTranslation("navigation");
  return (
    <div data-testid="desktop-header" className="mx-auto hidden h-16 max-w-7xl items-center gap-3 px-6 lg:flex xl:gap-4">
      <Brand siteTitle={siteTitle} labelClassName="sr-only xl:not-sr-only" />
      <HeaderSearch className="w-44 xl:w-60" />
      <nav aria-label={t("Hauptnavigation")} className="flex items-center">
        {SITE_NAV.map((item) => (
          <ItemLink key={item.to} item={item} className={barLinkClasses}>
            {t(item.label)}
          </ItemLink>
        ))}
      </nav>
      <div className="ml-auto flex shrink-0 items-center gap-1">
        {viewer ? (
          <>
            <HeaderBell placement="desktop" />
            <AccountMenu viewer={viewer} />
          </>
        ) : (
          <SignInLinks />
        )}
      </div>
    </div>
  );
}

function MobileBar({ viewer, siteTitle }: BarProps) {
  const { t } = useTranslation("navigation");
  const ref = useRef<HTMLDetailsElement>(null);
  useDisclosureMenu(ref, { focusFirst: true });
  return (
    <div data-testid="mobile-header" className="flex h-14 items-center gap-1 px-3 max-[359px]:px-2 lg:hidden">
      <Brand siteTitle={siteTitle} />
      <div className="ml-auto flex items-center gap-1">
        {viewer ? <HeaderBell placement="mobile" /> : null}
        <details ref={ref} className="group">
          <summary className={cn(summaryClasses, "px-3")}>
            <Menu aria-hidden="true" className="size-5" />
            {t("Menü")}
          </summary>
          <div className="absolute inset-x-0 top-full z-50 max-h-[calc(100dvh-3.5rem)] overflow-y-auto border-b border-border bg-white p-3 shadow-lg">
            <div className="mx-auto flex max-w-xl flex-col gap-3">
              <HeaderSearch className="w-full" />
              <nav aria-label={t("Hauptnavigation")}>
                <ul className="flex flex-col gap-0.5">
                  {SITE_NAV.map((item, i) => (
                    <li key={item.to}>
                      <MenuLink item={item} first={i === 0} />
                    </li>
                  ))}
                </ul>
              </nav>
              <div className="border-t border-border pt-3">{viewer ? <AccountLinks viewer={viewer} /> : <SignInLinks />}</div>
            </div>
          </div>
        </details>
      </div>
    </div>
  );
}
