import { z } from "zod";
import type { Route } from "./+types/api.review-replies";
import { createReply, deleteReply, updateReply } from "~/features/ownership/replies.server";
import { clientIp, getViewer } from "~/lib/auth.server";
import { methodNotAllowed } from "~/lib/errors";
import { handleAction, ok, readForm } from "~/lib/request.server";

/** The form as sent; the ownership feature validates the text (replySchema) and applies every rule. */
const reviewId = z.string().max(64).default("");
const content = z.string().max(10_000).optional();
const input = z.discriminatedUnion(
  "intent",
  [
    z.object({ intent: z.literal("create"), reviewId, content }),
    z.object({ intent: z.literal("update"), reviewId, content }),
    z.object({ intent: z.literal("delete"), reviewId }),
  ],
  { error: "Ungültige Anfrage" },
);

/** POST /api/review-replies intent=create|update|delete, reviewId, content: 'Antwort des Anbieters'. */
export async function action({ request }: Route.ActionArgs) {
  return handleAction(async () => {
    const viewer = await getViewer(request);
    const form = await readForm(request, input);
    const meta = { ip: clientIp(request), request };
    if (form.intent === "delete") return ok({ intent: form.intent, ...(await deleteReply(viewer, form.reviewId)) });
    if (form.intent === "update") return ok({ intent: form.intent, ...(await updateReply(viewer, form.reviewId, { content: form.content }, meta)) });
    return ok({ intent: form.intent, ...(await createReply(viewer, form.reviewId, { content: form.content }, meta)) }, { status: 201 });
  });
}

export function loader() {
  throw methodNotAllowed(["POST"]);
}
