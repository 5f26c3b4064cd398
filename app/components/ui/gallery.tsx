import { lazy, Suspense, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { responsiveSrc } from "~/lib/image-src";

// The lightbox and its dialog load when a visitor is about to open a photo (pointer over or focus
// on a thumbnail) or opens one: a provider page's first visit no longer loads the dialog's code.
const loadLightbox = () => import("./gallery-lightbox");
const GalleryLightbox = lazy(loadLightbox);
const prefetchLightbox = () => void loadLightbox().catch(() => undefined);

export type GalleryImage = { src: string; alt: string };

/**
 * Photos as a grid of thumbnails (the first one large) and a lightbox (./gallery-lightbox, loaded
 * on demand): ArrowLeft and ArrowRight step through the photos, Escape closes, and the focus goes
 * back to the thumbnail of the photo shown last. Without JavaScript each thumbnail is a link to the photo itself.
 * Images come in responsive sizes (srcset of app/lib/image-src.ts) with width and height set.
 */
export function Gallery({ images, title }: { images: GalleryImage[]; title: string }) {
  const { t } = useTranslation("common");
  const [index, setIndex] = useState<number | null>(null);
  const thumbs = useRef<(HTMLAnchorElement | null)[]>([]);
  const last = useRef(0);
  // Mounted from the first opening on, so that closing plays the dialog's closing as before.
  const [opened, setOpened] = useState(false);
  if (images.length === 0) return null;
  const n = images.length;
  const step = (delta: number) => setIndex((i) => (i === null ? i : (i + delta + n) % n));
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
              onPointerEnter={prefetchLightbox}
              onFocus={prefetchLightbox}
              onClick={(e) => {
                e.preventDefault();
                // The lightbox's code first; when it cannot load (offline, a new release), the
                // photo opens as the link it is without JavaScript.
                loadLightbox().then(
                  () => {
                    setOpened(true);
                    setIndex(i);
                  },
                  () => window.location.assign(img.src),
                );
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
      {opened ? (
        <Suspense fallback={null}>
          <GalleryLightbox
            images={images}
            index={index}
            title={title}
            onStep={step}
            onClose={() => {
              last.current = index ?? 0;
              setIndex(null);
            }}
            returnFocus={() => thumbs.current[last.current] ?? null}
          />
        </Suspense>
      ) : null}
    </>
  );
}
