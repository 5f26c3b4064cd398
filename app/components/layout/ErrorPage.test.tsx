import { createStaticHandler } from "react-router";
import { describe, expect, it } from "vitest";
import { HttpError } from "~/lib/errors";
import { errorDetails } from "./ErrorPage";

async function errorResponseOf(error: unknown) {
  const handler = createStaticHandler([{ id: "page", path: "/", loader: () => Promise.reject(error) }]);
  const context = await handler.query(new Request("http://localhost/"));
  if (context instanceof Response) throw new Error("unexpected response");
  return Object.values(context.errors ?? {})[0];
}

describe("error card details", () => {
  it("shows the refusal's German message, never an English status text", async () => {
    expect(errorDetails(await errorResponseOf(new HttpError(403, "Keine Berechtigung")))).toBe("Keine Berechtigung");
    expect(errorDetails(await errorResponseOf(new Response(null, { status: 503, statusText: "Service Unavailable" })))).toBe("Fehlercode 503");
  });
});
