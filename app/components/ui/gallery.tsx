import { ChevronLeft, ChevronRight } from "lucide-react";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { responsiveSrc } from "~/lib/image-src";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "./dialog";

export type GalleryImage = { src: string; alt: string };

/**
 * Photos as a grid of thumbnails (the first one large) and a lightbox (Radix Dialog): ArrowLeft
 * and ArrowRight step through the photos, Escape closes, and the focus goes back to the thumbnail
 * of the photo shown last. Without JavaScript each thumbnail is a link to the photo itself.
 * Images come in responsive sizes (srcset of app/lib/image-src.ts) with width and height set.
 */
export function Gallery({ images, title }: { images: GalleryImage[]; title: string }) {
  const { t } = useTranslation("common");
  const [index, setIndex] = useState<number | null>(null);
  const thumbs = useRef<(HTMLAnchorElement | null)[]>([]);
  const last = useRef(0);
  if (images.length === 0) return null;
  const n = images.length;
  const step = (delta: number) => setIndex((i) => (i === null ? i : (i + delta + n) % n));
  const current = index === null ? null : images[index]!;
  return (
    <>
      <ul className="grid grid-cols-4 gap-2" data-testid="gallery">
        {images.map((img, i) => (
          <li key={img.src} className={i === 0 ? "col-span-4" : undefined}>
            <a
              ref={(el) => {
                thumbs.current[i] = el;
              }}
              href={img.src}
              className="block overflow-hidden rounded-lg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
              aria-label={t("Foto {{n}} von {{total}} vergrößern: {{alt}}", { n: i + 1, total: n, alt: img.alt })}
              onClick={(e) => {
                e.preventDefault();
                setIndex(i);
              }}
            >
              <img
                {...(i === 0 ? responsiveSrc(img.src, [320, 640, 960, 1280], 640) : responsiveSrc(img.src, [160, 320], 160))}
                sizes={i === 0 ? "(min-width: 768px) 40vw, 100vw" : "(min-width: 768px) 10vw, 25vw"}
                alt=""
                width={i === 0 ? 640 : 160}
                height={i === 0 ? 480 : 160}
                loading={i === 0 ? undefined : "lazy"}
                fetchPriority={i === 0 ? "high" : undefined}
                decoding="async"
                className={i === 0 ? "aspect-[4/3] w-full object-cover" : "aspect-square w-full object-cover"}
              />
            </a>
          </li>
        ))}
      </ul>
      <Dialog
        open={index !== null}
        onOpenChange={(open) => {
          if (open) return;
          last.current = index ?? 0;
          setIndex(null);
        }}
      >
        <DialogContent
          className="max-w-4xl gap-3 bg-stone-950 p-3 pt-12 text-white sm:p-4 sm:pt-12 [&>button:last-child]:text-white [&>button:last-child]:hover:bg-white/20"
          aria-describedby="lightbox-position"
          onKeyDown={(e) => {
            if (e.key === "ArrowRight") {
              e.preventDefault();
              step(1);
            } else if (e.key === "ArrowLeft") {
              e.preventDefault();
              step(-1);
            }
          }}
          onCloseAutoFocus={(e) => {
            const thumb = thumbs.current[last.current];
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
                  onClick={() => step(-1)}
                  className="inline-flex size-11 items-center justify-center rounded-full bg-white/10 hover:bg-white/20 focus-visible:outline-2 focus-visible:outline-white"
                  aria-label={t("Vorheriges Foto")}
                >
                  <ChevronLeft aria-hidden="true" className="size-6" />
                </button>
                <DialogDescription id="lightbox-position" className="text-sm text-white" aria-live="polite">
                  {t("Foto {{n}} von {{total}}", { n: index + 1, total: n })}: {current.alt}
                </DialogDescription>
                <button
                  type="button"
                  onClick={() => step(1)}
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
    </>
  );
}
