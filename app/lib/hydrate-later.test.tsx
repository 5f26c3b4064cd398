import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { HydrateLater, laterPartsHydrated } from "./hydrate-later";

describe("HydrateLater", () => {
  it("renders its child in place on the server (pages work without JavaScript)", () => {
    const html = renderToString(
      <main>
        <HydrateLater>
          <footer>Fuß</footer>
        </HydrateLater>
        <HydrateLater after={1}>
          <header>Kopf</header>
        </HydrateLater>
      </main>,
    );
    // In the document, in order, without a Suspense boundary: not a hidden template for a script
    // to move in, and an error thrown while rendering the part reaches React Router's error handling
    // (tests/http/authz.int.test.ts: someone else's article in the editor answers 403, not 500).
    expect(html).toBe("<main><footer>Fuß</footer><header>Kopf</header></main>");
  });

  it("renders its child without a boundary when told not to defer it", () => {
    expect(
      renderToString(
        <HydrateLater when={false}>
          <li>Erste Karte</li>
        </HydrateLater>,
      ),
    ).toBe("<li>Erste Karte</li>");
  });

  it("reports when the deferred parts have had their tasks", async () => {
    let settled = false;
    const done = laterPartsHydrated().then(() => {
      settled = true;
    });
    expect(settled).toBe(false);
    await done;
    expect(settled).toBe(true);
  });
});
