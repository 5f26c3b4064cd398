import { Menu } from "lucide-react";
import { lazy, Suspense, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, NavLink } from "react-router";
import { UserAvatar } from "~/components/ui/avatar";
import { ButtonLink } from "~/components/ui/button-link";
import { cn } from "~/lib/cn";
import { useRootData, type PublicViewer } from "~/lib/root-data";
import { BrandMark } from "./BrandMark";
import { HeaderBell } from "./HeaderBell";
import { ADD_PROVIDER, ADMIN, FAVORITES, MOBILE_ICON_NAV, MY_BLOG, PUBLIC_NAV, type NavItem } from "./nav-items";
import { useHeaderVisibility } from "./scroll";
import { SignOutForm } from "./SignOutForm";

/**
 * Site header (spec 2 section 2). Both bars are server-rendered; CSS switches between them at
 * the md breakpoint (768 px), so nothing shifts on hydration. Below 768 px the bar hides when
 * scrolling down and comes back when scrolling up (threshold 10 px) or when it gets focus.
 */
export function Header() {
  const { viewer, siteTitle } = useRootData();
  const [visible, setVisible] = useHeaderVisibility();
  return (
    <header
      className={cn(
        "sticky top-0 z-40 border-b border-border bg-white/95 backdrop-blur-sm supports-[backdrop-filter]:bg-white/85",
        "transition-transform duration-200 ease-out",
        !visible && "max-md:-translate-y-full",
      )}
      onFocus={() => setVisible(true)}
    >
      <DesktopBar viewer={viewer} siteTitle={siteTitle} />
      <MobileBar viewer={viewer} siteTitle={siteTitle} />
    </header>
  );
}

type BarProps = { viewer: PublicViewer | null; siteTitle: string };

function Brand({ siteTitle, labelClassName }: { siteTitle: string; labelClassName?: string }) {
  return (
    <Link
      to="/"
      className="flex min-w-8 items-center gap-2 rounded-lg font-bold tracking-tight text-brand-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
    >
      <BrandMark />
      <span className={cn("truncate text-lg", labelClassName)}>{siteTitle}</span>
    </Link>
  );
}

const desktopLinkClasses = [
  "inline-flex items-center gap-1.5 rounded-lg px-2.5 py-2 text-sm lg:px-3 font-medium text-ink-muted transition-colors",
  "hover:bg-surface-muted hover:text-ink aria-[current=page]:bg-brand-50 aria-[current=page]:text-brand-900",
  "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700",
].join(" ");

/** A header link whose text is only visible from 1280 px on (icon + screen-reader text below). */
function CompactNavLink({ item }: { item: NavItem }) {
  const { t } = useTranslation("navigation");
  const Icon = item.icon;
  const label = t(item.label);
  return (
    <NavLink to={item.to} className={cn(desktopLinkClasses, "px-2.5 lg:px-2.5")} title={label}>
      <Icon aria-hidden="true" className="size-4 shrink-0" />
      <span className="sr-only xl:not-sr-only">{label}</span>
    </NavLink>
  );
}

function DesktopBar({ viewer, siteTitle }: BarProps) {
  const { t } = useTranslation("navigation");
  return (
    <div data-testid="desktop-header" className="mx-auto hidden h-16 max-w-7xl items-center gap-4 px-6 md:flex">
      <Brand siteTitle={siteTitle} />
      <nav aria-label={t("Hauptnavigation")} className="flex items-center gap-1">
        {PUBLIC_NAV.map((item) => (
          <NavLink key={item.to} to={item.to} className={desktopLinkClasses}>
            {t(item.label)}
          </NavLink>
        ))}
      </nav>
      <div className="ml-auto flex items-center gap-1">
        {viewer ? (
          <>
            <HeaderBell placement="desktop" />
            <nav aria-label={t("Benutzermenü")} className="flex items-center gap-1">
              <CompactNavLink item={ADD_PROVIDER} />
              <CompactNavLink item={MY_BLOG} />
              <CompactNavLink item={FAVORITES} />
              {viewer.isAdmin ? <CompactNavLink item={ADMIN} /> : null}
              <NavLink to={viewer.profilePath} className={cn(desktopLinkClasses, "gap-2 py-1.5 pl-1.5")} title={t("Profil")}>
                <UserAvatar name={viewer.username ?? viewer.email} src={viewer.avatarUrl} size="sm" />
                <span className="sr-only lg:not-sr-only lg:max-w-[10rem] lg:truncate">{viewer.username ?? t("Profil")}</span>
              </NavLink>
            </nav>
            <SignOutForm compact />
          </>
        ) : (
          <ButtonLink to="/auth" size="sm" className="px-4">{t("Anmelden")}</ButtonLink>
        )}
      </div>
    </div>
  );
}

// 40 px targets; a little smaller on narrow phones so the whole bar fits from 320 px on.
const iconLinkClasses = [
  "inline-flex size-10 shrink-0 items-center justify-center rounded-lg text-ink-muted transition-colors max-[399px]:size-9 max-[379px]:size-8",
  "hover:bg-surface-muted hover:text-ink aria-[current=page]:bg-brand-50 aria-[current=page]:text-brand-900",
  "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700",
].join(" ");

function IconNavLink({ item }: { item: NavItem }) {
  const { t } = useTranslation("navigation");
  const Icon = item.icon;
  return (
    <NavLink to={item.to} className={iconLinkClasses} aria-label={t(item.label)}>
      <Icon aria-hidden="true" className="size-5" />
    </NavLink>
  );
}

function MobileBar({ viewer, siteTitle }: BarProps) {
  const { t } = useTranslation("navigation");
  return (
    <div data-testid="mobile-header" className="flex h-14 items-center gap-1 px-3 max-[359px]:px-2 md:hidden">
      {/* Signed out, the two buttons need the room: the name then shows from 420 px on. */}
      <Brand siteTitle={siteTitle} labelClassName={viewer ? undefined : "sr-only min-[420px]:not-sr-only"} />
      <nav aria-label={t("Hauptnavigation")} className="ml-auto flex items-center">
        {MOBILE_ICON_NAV.map((item) => (
          <IconNavLink key={item.to} item={item} />
        ))}
      </nav>
      {viewer ? (
        <div className="flex items-center">
          <HeaderBell placement="mobile" />
          <IconNavLink item={FAVORITES} />
          <MobileDrawer viewer={viewer} />
        </div>
      ) : (
        <div className="ml-1 flex items-center gap-1.5 max-[359px]:ml-0 max-[359px]:gap-1">
          <ButtonLink to="/auth" variant="outline" size="sm" className="px-2.5 max-[359px]:px-1.5 max-[359px]:text-xs">{t("Anmelden")}</ButtonLink>
          <ButtonLink to="/auth?tab=signup" size="sm" className="px-2.5 max-[359px]:px-1.5 max-[359px]:text-xs">{t("Registrieren")}</ButtonLink>
        </div>
      )}
    </div>
  );
}

const loadDrawer = () => import("./MobileDrawerSheet");
const MobileDrawerSheet = lazy(loadDrawer);

/**
 * The menu button is server-rendered; the drawer itself (Radix sheet) is loaded on the first
 * open (prefetched on hover/focus/touch), so it is not part of the first page load.
 */
function MobileDrawer({ viewer }: { viewer: PublicViewer }) {
  const { t } = useTranslation("navigation");
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const contentId = useId();
  const prefetch = () => void loadDrawer();
  return (
    <>
      <button
        ref={triggerRef}
        type="button"
        className={iconLinkClasses}
        aria-label={t("Menü öffnen")}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? contentId : undefined}
        data-state={open ? "open" : "closed"}
        onPointerEnter={prefetch}
        onFocus={prefetch}
        onClick={() => {
          setRequested(true);
          setOpen((o) => !o);
        }}
      >
        <Menu aria-hidden="true" className="size-5" />
      </button>
      {requested ? (
        <Suspense fallback={null}>
          <MobileDrawerSheet viewer={viewer} open={open} onOpenChange={setOpen} contentId={contentId} triggerRef={triggerRef} />
        </Suspense>
      ) : null}
    </>
  );
}
