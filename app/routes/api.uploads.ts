import { data } from "react-router";
import type { Route } from "./+types/api.uploads";
import { getViewer } from "~/lib/auth.server";
import { failure } from "~/lib/http.server";
import { uploadImage, type UploadKind } from "~/features/providers/uploads.server";

/** POST multipart { file, kind: provider|review, copyright } → { ok, url }. One image per request. */
export async function action({ request }: Route.ActionArgs) {
  if (request.method !== "POST") return data({ ok: false as const, error: "Methode nicht erlaubt" }, { status: 405 });
  try {
    const viewer = await getViewer(request);
    const form = await request.formData().catch(() => null);
    const kind: UploadKind = form?.get("kind") === "review" ? "review" : "provider";
    const result = await uploadImage(
      viewer,
      { file: form?.get("file") ?? null, kind, copyrightConfirmed: ["1", "true", "on"].includes(String(form?.get("copyright") ?? "")) },
      { userAgent: request.headers.get("user-agent"), request },
    );
    return data({ ok: true as const, url: result.url });
  } catch (error) {
    return failure(error);
  }
}

export function loader() {
  return data({ ok: false as const, error: "Methode nicht erlaubt" }, { status: 405 });
}
