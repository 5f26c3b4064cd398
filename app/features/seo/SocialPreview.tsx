import { ImageOff } from "lucide-react";
import { useTranslation } from "react-i18next";

/** A link card as social networks show it: image (1200×630), host, title, description. */
export function SocialPreview({
  title,
  description,
  image,
  siteName,
  host,
}: {
  title: string;
  description: string;
  image: string;
  siteName: string;
  host: string;
}) {
  const { t } = useTranslation("admin");
  return (
    <figure className="overflow-hidden rounded-card border border-border bg-white shadow-sm" aria-label={t("Vorschau: {{name}}", { name: siteName })}>
      <div className="flex aspect-[1200/630] items-center justify-center bg-surface-muted">
        {/* Only our own images are loaded here (the CSP allows no other hosts); others are named. */}
        {image.startsWith("/") ? (
          <img src={image} alt="" className="size-full object-cover" loading="lazy" />
        ) : image ? (
          <span className="max-w-full truncate px-3 text-sm text-ink-muted">{t("Externes Bild: {{url}}", { url: image })}</span>
        ) : (
          <span className="flex flex-col items-center gap-1 text-sm text-ink-muted">
            <ImageOff aria-hidden="true" className="size-6" />
            {t("Kein Bild")}
          </span>
        )}
      </div>
      <figcaption className="flex flex-col gap-1 border-t border-border p-3">
        <span className="text-xs tracking-wide text-ink-muted uppercase">{host || siteName}</span>
        <span className="line-clamp-2 font-semibold text-ink">{title || t("(kein Titel)")}</span>
        <span className="line-clamp-2 text-sm text-ink-muted">{description || t("(keine Beschreibung)")}</span>
      </figcaption>
    </figure>
  );
}
