/**
 * The notification bell of the header (spec 2 section 2, signed-in users only): the header
 * renders it in the desktop bar and in the mobile bar; the notification inbox feature provides
 * its content.
 */
export type HeaderBellProps = { placement: "desktop" | "mobile" };

export function HeaderBell(props: HeaderBellProps) {
  void props;
  return null;
}
