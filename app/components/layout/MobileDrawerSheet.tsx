import type { RefObject } from "react";
import { useTranslation } from "react-i18next";
import { NavLink } from "react-router";
import { UserAvatar } from "~/components/ui/avatar";
import { Sheet, SheetClose, SheetContent, SheetDescription, SheetHeader, SheetTitle } from "~/components/ui/sheet";
import type { PublicViewer } from "~/lib/root-data";
import { ADMIN, DRAWER_NAV, profileItem, type NavItem } from "./nav-items";
import { SignOutForm } from "./SignOutForm";

const drawerLinkClasses = [
  "flex items-center gap-3 rounded-lg px-3 py-2.5 text-[0.9375rem] font-medium text-ink transition-colors",
  "hover:bg-surface-muted aria-[current=page]:bg-brand-50 aria-[current=page]:text-brand-900",
  "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700",
].join(" ");

type Props = {
  viewer: PublicViewer;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  contentId: string;
  /** The menu button in the header; focus goes back to it when the drawer closes. */
  triggerRef: RefObject<HTMLButtonElement | null>;
};

/**
 * The user menu drawer of the mobile header (a Radix sheet). Loaded on the first open from
 * Header's MobileDrawer, so the Radix dialog code is not part of the first page load.
 */
export default function MobileDrawerSheet({ viewer, open, onOpenChange, contentId, triggerRef }: Props) {
  const { t } = useTranslation("navigation");
  const items: NavItem[] = [...DRAWER_NAV, profileItem(viewer.profilePath)];
  if (viewer.isAdmin) items.push(ADMIN);
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        side="right"
        id={contentId}
        onCloseAutoFocus={(event) => {
          // The trigger lives outside this (lazily loaded) dialog, so Radix does not know it.
          event.preventDefault();
          triggerRef.current?.focus();
        }}
      >
        <SheetHeader className="flex-row items-center gap-3 border-b border-border">
          <UserAvatar name={viewer.username ?? viewer.email} src={viewer.avatarUrl} size="lg" />
          <div className="min-w-0">
            <SheetTitle className="truncate">{viewer.username ?? t("Mein Konto")}</SheetTitle>
            <SheetDescription className="truncate">{viewer.email}</SheetDescription>
          </div>
        </SheetHeader>
        <nav aria-label={t("Benutzermenü")} className="flex-1 overflow-y-auto p-3">
          <ul className="flex flex-col gap-0.5">
            {items.map((item) => {
              const Icon = item.icon;
              return (
                <li key={item.to}>
                  <SheetClose asChild>
                    <NavLink to={item.to} className={drawerLinkClasses}>
                      <Icon aria-hidden="true" className="size-5 text-brand-800" />
                      {t(item.label)}
                    </NavLink>
                  </SheetClose>
                </li>
              );
            })}
          </ul>
        </nav>
        <div className="border-t border-border p-3">
          <SignOutForm buttonClassName="w-full px-3 py-2.5 text-[0.9375rem] text-ink" />
        </div>
      </SheetContent>
    </Sheet>
  );
}
