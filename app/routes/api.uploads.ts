import { z } from "zod";
import type { Route } from "./+types/api.uploads";
import { clientIp, getViewer } from "~/lib/auth.server";
import { methodNotAllowed } from "~/lib/errors";
import { IMAGE_MESSAGES, MAX_IMAGE_BYTES } from "~/lib/images.server";
import { handleAction, ok, readForm, zCheckbox } from "~/lib/request.server";
import { uploadImage } from "~/features/providers/uploads.server";

const uploadSchema = z.object({
  file: z.unknown().optional(),
  kind: z
    .string()
    .optional()
    .transform((v) => (v === "review" || v === "blog" ? v : ("provider" as const))),
  copyright: zCheckbox,
});

/** POST multipart { file, kind: provider|review|blog, copyright } → { ok, url }. One image per request. */
export async function action({ request }: Route.ActionArgs) {
  return handleAction(async () => {
    const viewer = await getViewer(request);
    const input = await readForm(request, uploadSchema, { multipart: true, fileTooLarge: IMAGE_MESSAGES.tooLarge(MAX_IMAGE_BYTES / 1024 / 1024) });
    const result = await uploadImage(
      viewer,
      { file: input.file ?? null, kind: input.kind, copyrightConfirmed: input.copyright },
      { userAgent: request.headers.get("user-agent"), ip: clientIp(request), request },
    );
    return ok({ url: result.url });
  });
}

export function loader() {
  return handleAction(async () => {
    throw methodNotAllowed(["POST"]);
  });
}
