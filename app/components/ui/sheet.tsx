import { Dialog as SheetPrimitive } from "radix-ui";
import { X } from "lucide-react";
import * as React from "react";
import { useTranslation } from "react-i18next";
import { cn } from "~/lib/cn";
import { EscapeWhileOpening } from "./escape-while-opening";
import { useReturnFocus } from "./return-focus";

/** A side drawer: a Radix dialog sliding in from the right (or left) edge. */
export const Sheet = SheetPrimitive.Root;
export const SheetTrigger = SheetPrimitive.Trigger;
export const SheetClose = SheetPrimitive.Close;

export type SheetContentProps = React.ComponentProps<typeof SheetPrimitive.Content> & { side?: "right" | "left" };

export function SheetContent({ className, children, side = "right", onOpenAutoFocus, onCloseAutoFocus, ...props }: SheetContentProps) {
  const { t } = useTranslation("common");
  const focus = useReturnFocus({ onOpenAutoFocus, onCloseAutoFocus });
  return (
    <SheetPrimitive.Portal>
      <SheetPrimitive.Overlay
        data-slot="sheet-overlay"
        className="fixed inset-0 z-50 bg-stone-950/50 data-[state=closed]:animate-[hn-fade-out_150ms_ease-in] data-[state=open]:animate-[hn-fade-in_200ms_ease-out]"
      />
      <SheetPrimitive.Content
        data-slot="sheet-content"
        className={cn(
          "fixed inset-y-0 z-50 flex h-full w-[85%] max-w-sm flex-col bg-white text-ink shadow-xl",
          side === "right"
            ? "right-0 border-l border-border data-[state=closed]:animate-[hn-slide-out-right_150ms_ease-in] data-[state=open]:animate-[hn-slide-in-right_200ms_ease-out]"
            : "left-0 border-r border-border data-[state=closed]:animate-[hn-slide-out-left_150ms_ease-in] data-[state=open]:animate-[hn-slide-in-left_200ms_ease-out]",
          className,
        )}
        {...props}
        {...focus}
      >
        <EscapeWhileOpening />
        {children}
        <SheetPrimitive.Close
          className="absolute top-2 right-2 inline-flex size-11 items-center md:top-3 md:right-3 md:size-9 justify-center rounded-md text-ink-muted transition-colors hover:bg-surface-muted hover:text-ink focus-visible:outline-2 focus-visible:outline-brand-700"
          aria-label={t("Schließen")}
        >
          <X aria-hidden="true" className="size-5" />
        </SheetPrimitive.Close>
      </SheetPrimitive.Content>
    </SheetPrimitive.Portal>
  );
}

export function SheetHeader({ className, ...props }: React.ComponentProps<"div">) {
  return <div data-slot="sheet-header" className={cn("flex flex-col gap-1 p-4 pr-14", className)} {...props} />;
}

export function SheetTitle({ className, ...props }: React.ComponentProps<typeof SheetPrimitive.Title>) {
  return <SheetPrimitive.Title data-slot="sheet-title" className={cn("text-base font-semibold", className)} {...props} />;
}

export function SheetDescription({ className, ...props }: React.ComponentProps<typeof SheetPrimitive.Description>) {
  return <SheetPrimitive.Description data-slot="sheet-description" className={cn("text-sm text-ink-muted", className)} {...props} />;
}
