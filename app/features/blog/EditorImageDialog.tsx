import { ImagePlus } from "lucide-react";
import { useEffect, useId, useState, type KeyboardEvent } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "~/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "~/components/ui/dialog";
import { Field } from "~/components/ui/field";
import { FileInput } from "~/components/ui/file-input";
import { imageFileError } from "~/components/ui/image-uploader";
import { Input } from "~/components/ui/input";
import { Spinner } from "~/components/ui/spinner";

export type InsertedImage = { src: string; alt: string };

const ALT_MAX = 200;

/** The image file of a paste or drop, or null (then the editor handles it as usual). */
export function imageFileOf(data: DataTransfer | null): File | null {
  return Array.from(data?.files ?? []).find((f) => f.type.startsWith("image/")) ?? null;
}

/**
 * 'Bild einfügen' of the article editor (also opened by pasting or dropping an image file, which
 * comes in as `file`): the image, its alternative text and the confirmation of the rights, as for
 * every image upload. 'Einfügen' uploads it through the common upload path (/api/uploads, kind
 * `blog`: re-encoded on the server, stored in blog-images, confirmation recorded) and hands the
 * stored address with the alt text to the editor. A refused or failed upload keeps the dialog open
 * with everything chosen and typed, and shows the reason.
 */
export function EditorImageDialog({
  file: initialFile,
  onInsert,
  onClose,
}: {
  file: File | null;
  onInsert: (image: InsertedImage) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation("common");
  const copyrightId = useId();
  const [file, setFile] = useState<File | null>(initialFile);
  const [preview, setPreview] = useState<string | null>(null);
  const [alt, setAlt] = useState("");
  const [copyright, setCopyright] = useState(false);
  const [errors, setErrors] = useState<{ file?: string; alt?: string; copyright?: string; upload?: string }>({});
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!file) return setPreview(null);
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const insert = async () => {
    const problems = {
      file: !file ? "Bitte wähle eine Bilddatei aus" : (imageFileError(file) ?? undefined),
      alt: alt.trim() ? undefined : "Bitte gib einen Alternativtext ein",
      copyright: copyright ? undefined : "Bitte bestätige, dass du die Rechte an diesem Bild besitzt",
    };
    setErrors(problems);
    if (!file || problems.file || problems.alt || problems.copyright) return;
    setBusy(true);
    try {
      const body = new FormData();
      body.append("file", file);
      body.append("kind", "blog");
      body.append("copyright", "1");
      const res = await fetch("/api/uploads", { method: "POST", body, headers: { Accept: "application/json" } });
      const answer = (await res.json().catch(() => ({}))) as { ok?: boolean; url?: string; error?: string };
      if (res.ok && answer.ok && answer.url) {
        onInsert({ src: answer.url, alt: alt.trim() });
        return;
      }
      setErrors({ upload: answer.error ?? "Fehler beim Hochladen des Bildes" });
    } catch {
      setErrors({ upload: "Unbekannter Fehler beim Hochladen" });
    } finally {
      setBusy(false);
    }
  };

  // Enter in the alt text inserts (the dialog sits inside the article form, which must not be submitted).
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key !== "Enter") return;
    e.preventDefault();
    void insert();
  };

  return (
    <Dialog open onOpenChange={(open) => !open && !busy && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t("Bild einfügen")}</DialogTitle>
          <DialogDescription>{t("Das Bild erscheint an der Stelle des Cursors im Text.")}</DialogDescription>
        </DialogHeader>
        <div className="flex flex-col gap-4">
          {preview ? <img src={preview} alt="" className="max-h-48 w-auto self-start rounded-lg border border-border object-contain" /> : null}
          <p className="text-sm break-all text-ink-muted" aria-live="polite">
            {file ? file.name : t("Keine Datei ausgewählt")}
          </p>
          <Field label={t("Bild")} description={t("JPG, PNG, WEBP oder GIF, maximal 5 MB")} error={errors.file ? t(errors.file) : undefined} required>
            <FileInput
              accept="image/jpeg,image/png,image/webp,image/gif"
              icon={ImagePlus}
              showFileName={false}
              buttonLabel={file ? t("Anderes Bild wählen") : t("Bild auswählen")}
              onChange={(e) => {
                const chosen = e.currentTarget.files?.[0];
                if (chosen) setFile(chosen);
                setErrors((x) => ({ ...x, file: undefined, upload: undefined }));
              }}
            />
          </Field>
          <Field
            label={t("Alternativtext")}
            description={t("Beschreibt das Bild für Menschen, die es nicht sehen.")}
            error={errors.alt ? t(errors.alt) : undefined}
            required
          >
            <Input value={alt} onChange={(e) => setAlt(e.target.value)} onKeyDown={onKeyDown} maxLength={ALT_MAX} />
          </Field>
          <div className="flex flex-col gap-1">
            <div className="flex items-start gap-2.5">
              <input
                id={copyrightId}
                type="checkbox"
                className="mt-0.5 size-5 accent-brand-800"
                checked={copyright}
                onChange={(e) => setCopyright(e.target.checked)}
                aria-invalid={errors.copyright ? true : undefined}
                aria-describedby={errors.copyright ? `${copyrightId}-error` : undefined}
              />
              <label htmlFor={copyrightId} className="text-sm text-ink">
                {t("Ich bestätige, dass ich die Rechte an diesem Bild besitze.")}
              </label>
            </div>
            {errors.copyright ? (
              <p id={`${copyrightId}-error`} className="text-xs font-medium text-danger">
                {t(errors.copyright)}
              </p>
            ) : null}
          </div>
          {errors.upload ? (
            <p role="alert" className="text-sm font-medium text-danger">
              {t(errors.upload)}
            </p>
          ) : null}
        </div>
        <DialogFooter>
          <Button variant="outline" onClick={onClose} disabled={busy}>
            {t("Abbrechen")}
          </Button>
          <Button onClick={() => void insert()} disabled={busy}>
            {busy ? <Spinner size="sm" label="" className="text-current" /> : <ImagePlus aria-hidden="true" />}
            {busy ? t("Wird hochgeladen …") : t("Einfügen")}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
