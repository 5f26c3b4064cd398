import { useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { useFetcher } from "react-router";
import { toast } from "~/lib/toast";
import { Button } from "~/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "~/components/ui/dialog";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { Spinner } from "~/components/ui/spinner";
import { Textarea } from "~/components/ui/textarea";
import { ImageUploader } from "~/components/ui/image-uploader";
import { Star } from "lucide-react";
import { cn } from "~/lib/cn";
import type { ReviewItem } from "./reviews.server";
import type { ReviewActionResult } from "./ReviewsSection";
import { REVIEW_LIMITS, reviewSchema } from "./schema";

/**
 * The review form ('Jetzt Bewerten', edit). A module of its own, loaded when the dialog opens:
 * visitors reading a provider page do not download it (nor zod's schemas).
 */
export default function ReviewForm({ providerId, review, close }: { providerId: string; review: ReviewItem | null; close: () => void }) {
  const { t } = useTranslation("forms");
  const fetcher = useFetcher<ReviewActionResult>();
  const [rating, setRating] = useState(review?.rating ?? 0);
  const [title, setTitle] = useState(review?.title ?? "");
  const [content, setContent] = useState(review?.content ?? "");
  const [image, setImage] = useState<string[]>(review?.imageUrl ? [review.imageUrl] : []);
  const [anonymous, setAnonymous] = useState(review?.isAnonymous ?? false);
  const [uploading, setUploading] = useState(false);
  const [touched, setTouched] = useState<Record<string, boolean>>({});
  const saving = fetcher.state !== "idle";

  const errors = useMemo(() => {
    const res = reviewSchema.safeParse({
      rating,
      title,
      content,
      imageUrl: image[0] ?? null,
      isAnonymous: anonymous,
    });
    const out: Record<string, string> = {};
    if (!res.success) for (const i of res.error.issues) out[String(i.path[0])] ??= i.message;
    return out;
  }, [rating, title, content, image, anonymous]);
  const valid = Object.keys(errors).length === 0;

  useEffect(() => {
    const d = fetcher.data;
    if (!d || fetcher.state !== "idle") return;
    if (d.ok) {
      toast.success(t(d.message));
      close();
    } else {
      toast.error(d.error && d.error !== "Fehler beim Speichern der Bewertung" ? t(d.error) : t("Fehler beim Speichern der Bewertung"));
    }
  }, [fetcher.data, fetcher.state, close, t]);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (uploading) {
      toast.error(t("Bitte warte, bis alle Bilder hochgeladen sind"));
      return;
    }
    if (!valid) return;
    const payload: Record<string, string> = {
      intent: review ? "update" : "create",
      providerId,
      rating: String(rating),
      title,
      content,
      imageUrl: image[0] ?? "",
      isAnonymous: anonymous ? "1" : "",
    };
    if (review) payload.reviewId = review.id;
    void fetcher.submit(payload, { method: "post", action: "/api/reviews" });
  };

  const block = (event: Event) => {
    if (uploading) {
      event.preventDefault();
      toast.error(t("Bitte warte, bis alle Bilder hochgeladen sind"));
    }
  };

  const show = (key: string) => (touched[key] ? errors[key] : undefined);
  return (
    <Dialog open onOpenChange={(open) => !open && close()}>
      <DialogContent className="sm:max-w-xl" showCloseButton={false} onEscapeKeyDown={block} onInteractOutside={block}>
        <DialogHeader>
          <DialogTitle>{review ? t("Bewertung bearbeiten") : t("Jetzt Bewerten")}</DialogTitle>
          <DialogDescription>{t("Teile deine Erfahrung mit der Community.")}</DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} className="flex flex-col gap-4" aria-label={t("Bewertung")} noValidate>
          <fieldset>
            <legend className="mb-1.5 text-sm font-medium text-ink">
              {t("Bewertung")}
              <span aria-hidden="true" className="ml-0.5 text-danger">
                *
              </span>
            </legend>
            <div className="flex gap-1" role="radiogroup" aria-label={t("Sterne")}>
              {[1, 2, 3, 4, 5].map((n) => (
                <label key={n} className="cursor-pointer rounded p-0.5 focus-within:outline-2 focus-within:outline-brand-700">
                  <input type="radio" name="rating" value={n} checked={rating === n} onChange={() => setRating(n)} className="sr-only" />
                  <span className="sr-only">{t("{{n}} Sterne", { count: n, n })}</span>
                  <Star aria-hidden="true" className={cn("size-8", n <= rating ? "fill-amber-400 text-amber-500" : "text-stone-300")} />
                </label>
              ))}
            </div>
          </fieldset>
          <Field label={t("Titel")} required error={show("title") && t(show("title")!)} description={`${title.trim().length}/${REVIEW_LIMITS.titleMax}`}>
            <Input value={title} onChange={(e) => setTitle(e.target.value)} onBlur={() => setTouched((x) => ({ ...x, title: true }))} maxLength={120} />
          </Field>
          <Field
            label={t("Deine Bewertung")}
            required
            error={show("content") && t(show("content")!)}
            description={`${content.trim().length}/${REVIEW_LIMITS.contentMax}`}
          >
            <Textarea
              value={content}
              onChange={(e) => setContent(e.target.value)}
              onBlur={() => setTouched((x) => ({ ...x, content: true }))}
              rows={5}
              maxLength={2100}
            />
          </Field>
          <div>
            <p className="mb-1.5 text-sm font-medium text-ink">{t("Bild (optional)")}</p>
            <ImageUploader kind="review" max={1} value={image} onChange={setImage} onBusyChange={setUploading} label={t("Bild hochladen")} />
          </div>
          <div className="flex items-center gap-2.5">
            <input id="review-anon" type="checkbox" checked={anonymous} onChange={(e) => setAnonymous(e.target.checked)} className="size-5 accent-brand-800" />
            <label htmlFor="review-anon" className="text-sm">
              {t("Anonym bewerten")}
            </label>
          </div>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button type="button" variant="outline" onClick={() => (uploading ? toast.error(t("Bitte warte, bis alle Bilder hochgeladen sind")) : close())}>
              {t("Abbrechen")}
            </Button>
            <Button type="submit" disabled={!valid || saving || uploading}>
              {saving ? <Spinner /> : null}
              {review ? t("Bewertung speichern") : t("Bewertung abschicken")}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
