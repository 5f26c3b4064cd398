import { createContext, useContext, type ReactNode } from "react";

/**
 * The notification bell of the header (spec 2 section 2, signed-in users only): the header
 * renders it in the desktop bar and in the mobile bar; the notification inbox feature provides
 * its content through this slot (the layout route fills it, components import no feature).
 */
export type HeaderBellProps = { placement: "desktop" | "mobile" };

export const HeaderBellSlot = createContext<((placement: HeaderBellProps["placement"]) => ReactNode) | null>(null);

export function HeaderBell({ placement }: HeaderBellProps) {
  const render = useContext(HeaderBellSlot);
  return render ? render(placement) : null;
}
