import { Avatar as AvatarPrimitive } from "radix-ui";
import * as React from "react";
import { cn } from "~/lib/cn";

export { initials } from "~/lib/initials";
import { initials } from "~/lib/initials";

const SIZES = {
  xs: "size-6 text-[0.625rem]",
  sm: "size-8 text-xs",
  md: "size-10 text-sm",
  lg: "size-14 text-lg",
  xl: "size-24 text-3xl",
} as const;

export type AvatarSize = keyof typeof SIZES;

export type UserAvatarProps = {
  name: string | null | undefined;
  src?: string | null;
  size?: AvatarSize;
  className?: string;
  /** Alternative text of the image; by default the picture is decorative next to the visible name. */
  alt?: string;
};

/** The user's picture, or their initials on a green tint while it loads or when there is none. */
export function UserAvatar({ name, src, size = "md", className, alt = "" }: UserAvatarProps) {
  return (
    <AvatarPrimitive.Root
      data-slot="avatar"
      className={cn("relative inline-flex shrink-0 overflow-hidden rounded-full bg-brand-100 align-middle", SIZES[size], className)}
    >
      {src ? <AvatarPrimitive.Image src={src} alt={alt} className="aspect-square size-full object-cover" /> : null}
      <AvatarPrimitive.Fallback
        className="flex size-full items-center justify-center font-semibold text-brand-900 select-none"
        aria-hidden={alt ? undefined : true}
      >
        {initials(name)}
      </AvatarPrimitive.Fallback>
    </AvatarPrimitive.Root>
  );
}
