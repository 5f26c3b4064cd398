import { createStaticHandler, isRouteErrorResponse } from "react-router";
import { describe, expect, it } from "vitest";
import { badRequest, HttpError, methodNotAllowed, notFound, tooManyRequests } from "./errors";

describe("HttpError", () => {
  it("carries status, German message and field errors as the failure shape", () => {
    const error = badRequest("Bitte korrigiere die Fehler im Formular.", { title: "Mindestens 3 Zeichen erforderlich" });
    expect(error.status).toBe(400);
    expect(error.data).toEqual({ ok: false, error: "Bitte korrigiere die Fehler im Formular.", fieldErrors: { title: "Mindestens 3 Zeichen erforderlich" } });
    expect(methodNotAllowed(["POST"]).init.headers).toEqual({ Allow: "POST" });
    expect(tooManyRequests("Zu viele Versuche.", 1500).init.headers).toEqual({ "Retry-After": "2" });
  });

  // Pins the contract with the installed React Router: a thrown HttpError is data with its status.
  it("thrown in a loader becomes an error response with its status for the error boundary", async () => {
    const handler = createStaticHandler([
      { id: "root", path: "/", children: [{ id: "page", path: "x", loader: () => Promise.reject(notFound("Profil nicht gefunden")) }] },
    ]);
    const context = await handler.query(new Request("http://localhost/x"));
    if (context instanceof Response) throw new Error("unexpected response");
    expect(context.statusCode).toBe(404);
    const error = Object.values(context.errors ?? {})[0];
    expect(isRouteErrorResponse(error)).toBe(true);
    expect((error as { data: unknown }).data).toEqual({ ok: false, error: "Profil nicht gefunden" });
  });

  it("thrown in a resource route becomes a JSON response with status and headers", async () => {
    const handler = createStaticHandler([{ id: "api", path: "/api", loader: () => Promise.reject(methodNotAllowed(["POST"])) }]);
    const response: unknown = await handler.queryRoute(new Request("http://localhost/api")).catch((thrown: unknown) => thrown);
    expect(response).toBeInstanceOf(Response);
    const res = response as Response;
    expect(res.status).toBe(405);
    expect(res.headers.get("Allow")).toBe("POST");
    expect(await res.json()).toEqual({ ok: false, error: "Diese Methode ist hier nicht erlaubt." });
  });

  it("is an Error with a name", () => {
    const error = new HttpError(418, "Teekanne");
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe("HttpError");
  });
});

