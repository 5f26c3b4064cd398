import { ArrowLeft, ImagePlus, Star, Trash2, X } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "~/lib/toast";
import { Button } from "~/components/ui/button";
import { FileInput } from "~/components/ui/file-input";
import { IMAGE_RULE, type ImageRule } from "~/lib/upload-limits";

export const ACCEPTED_TYPES = ["image/jpeg", "image/jpg", "image/png", "image/webp", "image/gif"];
const MIN_BYTES = 100;
/** Spec 1 'Image upload': at most 5 MB, with its text; larger photos are made smaller first (decision 0029). */
const UPLOAD_RULE: ImageRule = { ...IMAGE_RULE, tooLarge: "Datei ist zu groß. Maximale Größe: 5MB" };

type Upload = { id: string; name: string; progress: number; status: "uploading" | "error"; error?: string; xhr: XMLHttpRequest };

/**
 * Client check with the server's messages (the server checks again, incl. the real file type). The
 * size is checked after `fitImage` (a too large photo is made smaller first).
 */
export function imageFileError(file: File): string | null {
  const typeOk = ACCEPTED_TYPES.includes(file.type) || /\.(jpe?g|png|webp|gif)$/i.test(file.name);
  if (!typeOk) return "Ungültiger Dateityp. Erlaubt: JPG, PNG, WEBP, GIF";
  if (file.size > UPLOAD_RULE.maxBytes) return UPLOAD_RULE.tooLarge;
  if (file.size < MIN_BYTES) return "Datei ist zu klein";
  return null;
}

/** The file to upload: itself, or a smaller copy of a too large photo (module loaded only then). */
async function fitted(file: File): Promise<File | string> {
  if (file.size <= UPLOAD_RULE.maxBytes) return file;
  try {
    const result = await (await import("~/lib/image-downscale")).fitImage(file, UPLOAD_RULE);
    return "file" in result ? result.file : result.error;
  } catch {
    return UPLOAD_RULE.tooLarge;
  }
}

/**
 * Uploads images one by one with XMLHttpRequest (progress per image, cancel = abort) to
 * /api/uploads, which returns the stored URL. `onBusyChange` reports running uploads so that the
 * surrounding form can block saving and closing.
 */
export function ImageUploader({
  kind,
  value,
  onChange,
  onBusyChange,
  max,
  requireCopyright = kind === "provider",
  silentReject = false,
  label,
  reorder = false,
}: {
  kind: "provider" | "review";
  value: string[];
  onChange: (urls: string[]) => void;
  onBusyChange?: (busy: boolean) => void;
  max: number;
  requireCopyright?: boolean;
  /** Admin image manager: invalid files are skipped without a message. */
  silentReject?: boolean;
  label?: string;
  /** Each image after the first gets 'Nach vorne verschieben' (one place earlier). */
  reorder?: boolean;
}) {
  const { t } = useTranslation("forms");
  const inputId = useId();
  const copyrightId = useId();
  const hintId = useId();
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [copyright, setCopyright] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [shrinking, setShrinking] = useState(0);
  const valueRef = useRef(value);
  valueRef.current = value;
  const busy = shrinking > 0 || uploads.some((u) => u.status === "uploading");

  useEffect(() => onBusyChange?.(busy), [busy, onBusyChange]);
  useEffect(() => () => uploads.forEach((u) => u.status === "uploading" && u.xhr.abort()), []); // eslint-disable-line react-hooks/exhaustive-deps

  const remaining = max - value.length - uploads.filter((u) => u.status === "uploading").length - shrinking;

  const start = (file: File) => {
    const id = `${Date.now()}-${Math.random().toString(36).slice(2)}`;
    const xhr = new XMLHttpRequest();
    const update = (patch: Partial<Upload>) => setUploads((list) => list.map((u) => (u.id === id ? { ...u, ...patch } : u)));
    const remove = () => setUploads((list) => list.filter((u) => u.id !== id));
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) update({ progress: Math.round((e.loaded / e.total) * 100) });
    };
    xhr.onload = () => {
      let body: { ok?: boolean; url?: string; error?: string } = {};
      try {
        body = JSON.parse(xhr.responseText) as typeof body;
      } catch {
        body = {};
      }
      if (xhr.status >= 200 && xhr.status < 300 && body.ok && body.url) {
        remove();
        // Several uploads may finish before the next render: extend the latest list at once.
        valueRef.current = [...valueRef.current, body.url].slice(0, max);
        onChange(valueRef.current);
        toast.success(t("Bild erfolgreich hochgeladen"));
      } else {
        const message = xhr.status === 401 ? "Du musst angemeldet sein" : body.error ? body.error : "Fehler beim Hochladen des Bildes";
        update({ status: "error", error: message });
        toast.error(t(message));
      }
    };
    xhr.onerror = () => {
      update({ status: "error", error: "Unbekannter Fehler beim Hochladen" });
      toast.error(t("Unbekannter Fehler beim Hochladen"));
    };
    xhr.onabort = () => {
      remove();
      toast.info(t("Upload abgebrochen"));
    };
    const form = new FormData();
    form.append("file", file);
    form.append("kind", kind);
    if (copyright || !requireCopyright) form.append("copyright", "1");
    xhr.open("POST", "/api/uploads");
    xhr.send(form);
    setUploads((list) => [...list, { id, name: file.name, progress: 0, status: "uploading", xhr }]);
  };

  const onFiles = (files: FileList | null) => {
    setError(null);
    if (!files || files.length === 0) return;
    if (requireCopyright && !copyright) {
      setError(t("Bitte bestätige, dass du die Rechte an diesem Bild besitzt"));
      return;
    }
    let slots = remaining;
    for (const original of Array.from(files)) {
      const typeProblem = imageFileError(original);
      if (typeProblem && typeProblem !== UPLOAD_RULE.tooLarge) {
        if (!silentReject) setError(t(typeProblem));
        continue;
      }
      if (slots <= 0) {
        if (!silentReject) setError(t("Maximal {{n}} Bilder", { count: max, n: max }));
        break;
      }
      slots--;
      if (!typeProblem) {
        start(original);
        continue;
      }
      setShrinking((n) => n + 1);
      void fitted(original).then((file) => {
        setShrinking((n) => n - 1);
        if (typeof file === "string") {
          if (!silentReject) setError(t(file));
        } else start(file);
      });
    }
  };

  const removeUrl = (url: string) => {
    onChange(value.filter((u) => u !== url));
    toast.success(t("Bild erfolgreich gelöscht"));
  };
  const makeFirst = (url: string) => onChange([url, ...value.filter((u) => u !== url)]);
  const moveEarlier = (i: number) => onChange(value.map((u, j) => (j === i - 1 ? value[i]! : j === i ? value[i - 1]! : u)));

  return (
    <div className="flex flex-col gap-3" data-testid={`uploader-${kind}`}>
      {value.length > 0 || uploads.length > 0 ? (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          {value.map((url, i) => (
            <li key={url} className="relative overflow-hidden rounded-lg border border-border bg-surface-muted">
              <img src={url} alt={t("Bild {{n}}", { n: i + 1 })} className="aspect-[4/3] w-full object-cover" />
              <div className="absolute top-1 right-1 flex gap-1">
                {reorder && i > 1 ? (
                  <Button
                    type="button"
                    size="icon"
                    variant="outline"
                    className="size-8"
                    aria-label={t("Bild {{n}} nach vorne verschieben", { n: i + 1 })}
                    onClick={() => moveEarlier(i)}
                  >
                    <ArrowLeft aria-hidden="true" />
                  </Button>
                ) : null}
                {max > 1 && i > 0 ? (
                  <Button
                    type="button"
                    size="icon"
                    variant="outline"
                    className="size-11 md:size-8"
                    aria-label={t("Als Hauptbild verwenden")}
                    onClick={() => makeFirst(url)}
                  >
                    <Star aria-hidden="true" />
                  </Button>
                ) : null}
                <Button
                  type="button"
                  size="icon"
                  variant="outline"
                  className="size-11 md:size-8"
                  aria-label={t("Bild entfernen")}
                  onClick={() => removeUrl(url)}
                >
                  <Trash2 aria-hidden="true" />
                </Button>
              </div>
              {i === 0 && max > 1 ? (
                <span className="absolute bottom-1 left-1 rounded bg-brand-800 px-1.5 py-0.5 text-xs text-white">{t("Hauptbild")}</span>
              ) : null}
            </li>
          ))}
          {uploads.map((u) => (
            <li key={u.id} className="flex flex-col justify-between gap-2 rounded-lg border border-border bg-white p-3 text-sm">
              <span className="truncate" title={u.name}>
                {u.name}
              </span>
              {u.status === "uploading" ? (
                <>
                  <div
                    role="progressbar"
                    aria-label={t("Upload-Fortschritt {{name}}", { name: u.name })}
                    aria-valuenow={u.progress}
                    aria-valuemin={0}
                    aria-valuemax={100}
                    className="h-2 overflow-hidden rounded-full bg-surface-muted"
                  >
                    <div className="h-full bg-brand-700 transition-[width]" style={{ width: `${u.progress}%` }} />
                  </div>
                  <Button type="button" size="sm" variant="ghost" onClick={() => u.xhr.abort()}>
                    <X aria-hidden="true" />
                    {t("Abbrechen")}
                  </Button>
                </>
              ) : (
                <>
                  <span role="alert" className="text-danger">
                    {t(u.error ?? "Fehler beim Hochladen des Bildes")}
                  </span>
                  <Button type="button" size="sm" variant="ghost" onClick={() => setUploads((l) => l.filter((x) => x.id !== u.id))}>
                    {t("Entfernen")}
                  </Button>
                </>
              )}
            </li>
          ))}
        </ul>
      ) : null}
      {requireCopyright ? (
        <div className="flex items-start gap-2.5">
          <input
            id={copyrightId}
            type="checkbox"
            className="mt-0.5 size-5 accent-brand-800"
            checked={copyright}
            onChange={(e) => setCopyright(e.target.checked)}
          />
          <label htmlFor={copyrightId} className="text-sm text-ink">
            {t("Ich bestätige, dass ich die Rechte an diesem Bild besitze.")}
          </label>
        </div>
      ) : null}
      {shrinking > 0 ? (
        <p role="status" className="text-sm text-ink-muted">
          {t("Bild wird verkleinert …")}
        </p>
      ) : null}
      <div>
        {/* Files upload at once and show in the list above, so no 'chosen file' text. */}
        <FileInput
          id={inputId}
          icon={ImagePlus}
          showFileName={false}
          buttonLabel={`${label ?? t("Bilder hochladen")} (${value.length}/${max})`}
          buttonClassName="border-dashed border-brand-700 bg-brand-50 text-brand-900 shadow-none hover:bg-brand-100"
          accept=".jpg,.jpeg,.png,.webp,.gif,image/jpeg,image/png,image/webp,image/gif"
          multiple={max > 1}
          disabled={remaining <= 0}
          aria-describedby={hintId}
          onChange={(e) => {
            onFiles(e.target.files);
            e.target.value = "";
          }}
        />
        <p id={hintId} className="mt-1 text-xs text-ink-muted">
          {t("JPG, PNG, WEBP oder GIF, höchstens 5 MB")}
        </p>
      </div>
      {error ? (
        <p role="alert" className="text-sm text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}
