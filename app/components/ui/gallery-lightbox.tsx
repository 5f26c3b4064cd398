import { ChevronLeft, ChevronRight } from "lucide-react";
import { useTranslation } from "react-i18next";
import { responsiveSrc } from "~/lib/image-src";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "./dialog";
import type { GalleryImage } from "./gallery";

/**
 * The lightbox of ./gallery.tsx (Radix Dialog), in a chunk of its own: open while `index` is set, that photo large with its
 * position, the previous and next buttons and the arrow keys (`onStep`); on closing, the focus
 * goes to `returnFocus()` (the thumbnail of the photo shown last).
 */
export default function GalleryLightbox({
  images,
  index,
  title,
  onStep,
  onClose,
  returnFocus,
}: {
  images: GalleryImage[];
  index: number | null;
  title: string;
  onStep: (delta: number) => void;
  onClose: () => void;
  returnFocus: () => HTMLElement | null;
}) {
  const { t } = useTranslation("common");
  const current = index === null ? undefined : images[index];
  return (
    <Dialog
      open={index !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <DialogContent
        className="max-w-4xl gap-3 bg-stone-950 p-3 pt-12 text-white sm:p-4 sm:pt-12 [&>button:last-child]:text-white [&>button:last-child]:hover:bg-white/20"
        aria-describedby="lightbox-position"
        onKeyDown={(e) => {
          if (e.key === "ArrowRight") {
            e.preventDefault();
            onStep(1);
          } else if (e.key === "ArrowLeft") {
            e.preventDefault();
            onStep(-1);
          }
        }}
        onCloseAutoFocus={(e) => {
          const thumb = returnFocus();
          if (thumb) {
            e.preventDefault();
            thumb.focus();
          }
        }}
      >
        <DialogTitle className="sr-only">{title}</DialogTitle>
        {current && index !== null ? (
          <>
            <img
              key={current.src}
              {...responsiveSrc(current.src, [640, 960, 1280], 1280)}
              sizes="(min-width: 900px) 860px, 100vw"
              alt={current.alt}
              width={1280}
              height={960}
              className="max-h-[70dvh] w-full rounded-md object-contain"
            />
            <div className="flex items-center justify-between gap-3">
              <button
                type="button"
                onClick={() => onStep(-1)}
                className="inline-flex size-11 items-center justify-center rounded-full bg-white/10 hover:bg-white/20 focus-visible:outline-2 focus-visible:outline-white"
                aria-label={t("Vorheriges Foto")}
              >
                <ChevronLeft aria-hidden="true" className="size-6" />
              </button>
              <DialogDescription id="lightbox-position" className="text-sm text-white" aria-live="polite">
                {t("Foto {{n}} von {{total}}", { n: index + 1, total: images.length })}: {current.alt}
              </DialogDescription>
              <button
                type="button"
                onClick={() => onStep(1)}
                className="inline-flex size-11 items-center justify-center rounded-full bg-white/10 hover:bg-white/20 focus-visible:outline-2 focus-visible:outline-white"
                aria-label={t("Nächstes Foto")}
              >
                <ChevronRight aria-hidden="true" className="size-6" />
              </button>
            </div>
          </>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
