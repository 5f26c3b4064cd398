import { ImagePlus, Link2 } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "~/components/ui/dialog";
import { Field } from "~/components/ui/field";
import { FileInput } from "~/components/ui/file-input";
import { Input } from "~/components/ui/input";
import { Spinner } from "~/components/ui/spinner";
import { toast } from "~/lib/toast";
import { useFetcherResult, type FetcherResult } from "~/lib/use-fetcher-toast";
import { IMAGE_RULE, type ImageRule } from "~/lib/upload-limits";
import { AD_LIMITS, ADS_MESSAGES } from "./schema";

/** Spec 3 'Ads': at most 5 MB with its own text. */
const BANNER_RULE: ImageRule = { ...IMAGE_RULE, maxBytes: AD_LIMITS.maxImageBytes, tooLarge: ADS_MESSAGES.tooLarge };

const URL_RE = /^(https?:\/\/[^\s/$.?#][^\s]*|\/[^\s/][^\s]*)$/i;

/**
 * The image picker of the banner dialog (spec 3 'Banner'): an image URL, or an upload to the
 * ad-banners folder (an image of at most 5 MB, checked here and again on the server).
 */
export function ImagePicker({ open, onOpenChange, onPick }: { open: boolean; onOpenChange: (open: boolean) => void; onPick: (url: string) => void }) {
  const { t } = useTranslation("admin");
  const [url, setUrl] = useState("");
  const [error, setError] = useState<string | null>(null);
  const fetcher = useFetcher<FetcherResult & { url?: string; fieldErrors?: Record<string, string> }>();
  useFetcherResult(fetcher, (d) => {
    if (d.ok && d.url) {
      onPick(d.url);
      onOpenChange(false);
    } else if (d.fieldErrors?.image) setFileError(d.fieldErrors.image);
    else toast.error(t(ADS_MESSAGES.uploadError), d.error ? { description: t(d.error) } : undefined);
  });
  const takeUrl = () => {
    const value = url.trim();
    if (!value || !URL_RE.test(value)) return setError(ADS_MESSAGES.urlEntry);
    setError(null);
    onPick(value);
    onOpenChange(false);
  };
  const [fileError, setFileError] = useState<string | null>(null);
  const [shrinking, setShrinking] = useState(false);
  const upload = async (chosen: File | undefined) => {
    setFileError(null);
    if (!chosen) return;
    if (!chosen.type.startsWith("image/")) return void toast.error(t(ADS_MESSAGES.notImage));
    let file = chosen;
    if (file.size > BANNER_RULE.maxBytes) {
      // A large photo is made smaller in the browser first (decision 0029); only what stays too large is refused.
      setShrinking(true);
      const fitted = await import("~/lib/image-downscale").then((m) => m.fitImage(chosen, BANNER_RULE)).catch(() => ({ error: BANNER_RULE.tooLarge }));
      setShrinking(false);
      if ("error" in fitted) return setFileError(fitted.error);
      file = fitted.file;
    }
    const form = new FormData();
    form.set("intent", "image-upload");
    form.set("image", file);
    void fetcher.submit(form, { method: "post", action: "/admin/ads", encType: "multipart/form-data" });
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>{t("Bild auswählen")}</DialogTitle>
          <DialogDescription>{t("Gib die Adresse eines Bildes auf unserem Server ein oder lade ein Bild hoch (höchstens 5 MB).")}</DialogDescription>
        </DialogHeader>
        <div className="flex flex-col gap-5">
          <div className="flex flex-col gap-2">
            <Field label={t("Bild-URL")} error={error ? t(error) : undefined} id="ad-image-url">
              <Input value={url} onChange={(e) => setUrl(e.target.value)} placeholder="/media/ad-banners/…" inputMode="url" />
            </Field>
            <Button type="button" variant="outline" className="self-start" onClick={takeUrl}>
              <Link2 aria-hidden="true" />
              {t("URL übernehmen")}
            </Button>
          </div>
          <Field label={t("Bild hochladen")} id="ad-image-file" error={fileError ? t(fileError) : undefined} announce>
            <FileInput
              accept="image/jpeg,image/png,image/webp,image/gif"
              icon={ImagePlus}
              buttonLabel={t("Bild hochladen")}
              onChange={(e) => void upload(e.currentTarget.files?.[0])}
            />
          </Field>
          {shrinking || fetcher.state !== "idle" ? (
            <p className="flex items-center gap-2 text-sm text-ink-muted" role="status">
              <Spinner /> {shrinking ? t("Bild wird verkleinert …") : t("Bild wird hochgeladen …")}
            </p>
          ) : null}
        </div>
      </DialogContent>
    </Dialog>
  );
}
