import type { LucideIcon } from "lucide-react";
import type * as React from "react";
import { Link, type LinkProps } from "react-router";
import { Button, type ButtonProps } from "./button";

type Look = Pick<ButtonProps, "variant" | "size" | "className"> & {
  /** A leading icon (decorative: the text names the target). */
  icon?: LucideIcon;
  children: React.ReactNode;
};

type Target =
  | ({ to: LinkProps["to"] } & Omit<LinkProps, "to" | "className" | "children">)
  | ({ href: string } & Omit<React.ComponentProps<"a">, "className" | "children">);

/**
 * A link that looks like a button, with an optional icon:
 *
 *   <ButtonLink to="/blog" icon={Newspaper} variant="outline">{t("Zum Blog")}</ButtonLink>
 *
 * With `href` instead of `to` it is a plain <a> (a full page load, mailto:).
 */
export function ButtonLink({ icon: Icon, variant, size, className, children, ...target }: Look & Target) {
  const content = (
    <>
      {Icon ? <Icon aria-hidden="true" /> : null}
      {children}
    </>
  );
  return (
    <Button asChild variant={variant} size={size} className={className}>
      {"to" in target ? <Link {...target}>{content}</Link> : <a {...target}>{content}</a>}
    </Button>
  );
}
