import { z } from "zod";
import type { Route } from "./+types/api.review-replies";
import { createReply, deleteReply, updateReply } from "~/features/ownership/replies.server";
import { clientIp, getViewer } from "~/lib/auth.server";
import { methodNotAllowed } from "~/lib/errors";
import { handleAction, ok, parseInput, readFormObject } from "~/lib/request.server";

/** What the route reads itself; the text is the ownership feature's (replySchema) with every rule. */
const reviewId = z.string().max(64).default("");
const input = z.discriminatedUnion(
  "intent",
  [
    z.object({ intent: z.literal("create"), reviewId }),
    z.object({ intent: z.literal("update"), reviewId }),
    z.object({ intent: z.literal("delete"), reviewId }),
  ],
  { error: "Ungültige Anfrage" },
);

/** POST /api/review-replies intent=create|update|delete, reviewId, content: 'Antwort des Anbieters'. */
export async function action({ request }: Route.ActionArgs) {
  return handleAction(async () => {
    const viewer = await getViewer(request);
    const body = await readFormObject(request);
    const form = parseInput(input, body);
    const meta = { ip: clientIp(request), request };
    if (form.intent === "delete") return ok({ intent: form.intent, ...(await deleteReply(viewer, form.reviewId)) });
    if (form.intent === "update") return ok({ intent: form.intent, ...(await updateReply(viewer, form.reviewId, body, meta)) });
    return ok({ intent: form.intent, ...(await createReply(viewer, form.reviewId, body, meta)) }, { status: 201 });
  });
}

export function loader() {
  throw methodNotAllowed(["POST"]);
}
