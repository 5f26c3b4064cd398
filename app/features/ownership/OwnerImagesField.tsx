import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ImageUploader } from "~/components/ui/image-uploader";

const MAX_PHOTOS = 5;

/**
 * Logo and photos of 'Eintrag bearbeiten'. Once hydrated: the shared uploader (/api/uploads,
 * progress, 'Als Hauptbild verwenden' moves a photo first, remove), the URLs posted as hidden
 * fields. Without JavaScript: the stored images with 'Entfernen' boxes and file fields that the
 * form posts itself (the server stores them through the same upload pipeline).
 */
export function OwnerImagesField({
  logoUrl,
  imageUrls,
  hydrated,
  error,
  onBusyChange,
}: {
  logoUrl: string | null;
  imageUrls: string[];
  hydrated: boolean;
  error?: string;
  onBusyChange: (busy: boolean) => void;
}) {
  const { t } = useTranslation("forms");
  const [logo, setLogo] = useState<string[]>(logoUrl ? [logoUrl] : []);
  const [photos, setPhotos] = useState<string[]>(imageUrls);
  const [logoBusy, setLogoBusy] = useState(false);
  const [photosBusy, setPhotosBusy] = useState(false);
  const report = (which: "logo" | "photos") => (busy: boolean) => {
    if (which === "logo") setLogoBusy(busy);
    else setPhotosBusy(busy);
    onBusyChange(busy || (which === "logo" ? photosBusy : logoBusy));
  };

  if (hydrated) {
    return (
      <div className="flex flex-col gap-6">
        <div className="flex flex-col gap-2" data-testid="logo-field">
          <h3 className="font-medium text-ink">{t("Logo")}</h3>
          <p className="text-sm text-ink-muted">{t("Quadratisch wirkt es am besten; es erscheint auf der Karte und der Seite.")}</p>
          <ImageUploader kind="provider" value={logo} onChange={setLogo} onBusyChange={report("logo")} max={1} label={t("Logo hochladen")} />
          {logo[0] ? <input type="hidden" name="logoUrl" value={logo[0]} /> : null}
        </div>
        <div className="flex flex-col gap-2" data-testid="photos-field">
          <h3 className="font-medium text-ink">{t("Fotos")}</h3>
          <p className="text-sm text-ink-muted">{t("Bis zu fünf Fotos; das erste ist das Hauptbild.")}</p>
          <ImageUploader
            kind="provider"
            value={photos}
            onChange={setPhotos}
            onBusyChange={report("photos")}
            max={MAX_PHOTOS}
            label={t("Fotos hochladen")}
            reorder
          />
          {photos.map((url) => (
            <input key={url} type="hidden" name="imageUrls" value={url} />
          ))}
          {error ? <p className="text-sm text-danger">{error}</p> : null}
        </div>
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-2">
        <h3 className="font-medium text-ink">{t("Logo")}</h3>
        {logoUrl ? (
          <div className="flex items-center gap-3">
            <img src={logoUrl} alt={t("Logo")} width={64} height={64} className="size-16 rounded-lg border border-border object-cover" />
            <input type="hidden" name="logoUrl" value={logoUrl} />
            <label className="flex min-h-11 items-center gap-2 text-sm">
              <input type="checkbox" name="removeLogo" value="1" className="size-5 accent-brand-800" />
              {t("Logo entfernen")}
            </label>
          </div>
        ) : null}
        <label className="flex flex-col gap-1 text-sm font-medium text-ink">
          {t("Logo hochladen")}
          <input type="file" name="logoFile" accept=".jpg,.jpeg,.png,.webp,.gif,image/jpeg,image/png,image/webp,image/gif" className="min-h-11 text-sm" />
        </label>
      </div>
      <div className="flex flex-col gap-2">
        <h3 className="font-medium text-ink">{t("Fotos")}</h3>
        {imageUrls.length > 0 ? (
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
            {imageUrls.map((url, i) => (
              <li key={url} className="flex flex-col gap-1">
                <img src={url} alt={t("Bild {{n}}", { n: i + 1 })} className="aspect-[4/3] w-full rounded-lg border border-border object-cover" />
                <input type="hidden" name="imageUrls" value={url} />
                <label className="flex min-h-11 items-center gap-2 text-sm">
                  <input type="checkbox" name="removeImages" value={url} className="size-5 accent-brand-800" />
                  {t("Entfernen")}
                </label>
              </li>
            ))}
          </ul>
        ) : null}
        <label className="flex flex-col gap-1 text-sm font-medium text-ink">
          {t("Fotos hochladen (bis zu fünf)")}
          <input
            type="file"
            name="photoFiles"
            multiple
            accept=".jpg,.jpeg,.png,.webp,.gif,image/jpeg,image/png,image/webp,image/gif"
            className="min-h-11 text-sm"
          />
        </label>
        <label className="flex items-start gap-2.5 text-sm text-ink">
          <input type="checkbox" name="copyright" value="1" className="mt-0.5 size-5 accent-brand-800" />
          {t("Ich bestätige, dass ich die Rechte an diesem Bild besitze.")}
        </label>
        {error ? <p className="text-sm text-danger">{error}</p> : null}
      </div>
    </div>
  );
}
