import type { ReactNode } from "react";
import { LazyBoundary, lazyPart } from "./lazy-part";

const LazyConfirm = lazyPart(() =>
  import("./alert-dialog").then(({ AlertDialogAction, ConfirmDialog }) => ({
    default: function Confirm({ confirmLabel, onConfirm, variant, ...props }: Omit<ConfirmActionProps, "open"> & { open: true }) {
      return (
        <ConfirmDialog {...props}>
          <AlertDialogAction variant={variant} onClick={onConfirm}>
            {confirmLabel}
          </AlertDialogAction>
        </ConfirmDialog>
      );
    },
  })),
);

type ConfirmActionProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description: ReactNode;
  cancelLabel: ReactNode;
  confirmLabel: ReactNode;
  onConfirm: () => void;
  variant?: "default" | "destructive";
};

/**
 * A controlled confirmation (ConfirmDialog with one confirming button) whose dialog code is
 * loaded only when it is opened: for public pages, where the dialog primitives would otherwise be
 * part of every first visit.
 */
export function ConfirmAction({ open, ...props }: ConfirmActionProps) {
  if (!open) return null;
  return (
    <LazyBoundary onUnavailable={() => props.onOpenChange(false)}>
      <LazyConfirm open {...props} />
    </LazyBoundary>
  );
}
