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

/**
 * The user's picture over their initials on a green tint (shown where there is no picture, while
 * it loads, or when it cannot load: an image without alternative text that fails draws nothing).
 * Plain markup: the picture is in the server's HTML and needs no script (a review's header is
 * taken over unhydrated, decision 0051); it loads as it comes near the viewport (a provider page
 * lists a dozen reviewers).
 */
export function UserAvatar({ name, src, size = "md", className, alt = "" }: UserAvatarProps) {
  return (
    <span data-slot="avatar" className={cn("relative inline-flex shrink-0 overflow-hidden rounded-full bg-brand-100 align-middle", SIZES[size], className)}>
      <span className="flex size-full items-center justify-center font-semibold text-brand-900 select-none" aria-hidden={alt && !src ? undefined : true}>
        {initials(name)}
      </span>
      {src ? <img src={src} alt={alt} loading="lazy" decoding="async" className="absolute inset-0 size-full object-cover" /> : null}
    </span>
  );
}
