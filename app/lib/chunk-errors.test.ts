import { describe, expect, it } from "vitest";
import { isChunkLoadError } from "./chunk-errors";

describe("isChunkLoadError", () => {
  it("knows the browsers' and Vite's words for a chunk that did not load", () => {
    expect(isChunkLoadError(new TypeError("Failed to fetch dynamically imported module: https://hanfnetz.de/assets/ReviewForm-x1.js"))).toBe(true);
    expect(isChunkLoadError(new TypeError("error loading dynamically imported module: https://hanfnetz.de/assets/a.js"))).toBe(true);
    expect(isChunkLoadError(new TypeError("Importing a module script failed."))).toBe(true);
    expect(isChunkLoadError(new Error("Unable to preload CSS for /assets/LeafletMap-1.css"))).toBe(true);
  });

  it("leaves every other error to the route's error boundary", () => {
    expect(isChunkLoadError(new TypeError("Cannot read properties of undefined (reading 'id')"))).toBe(false);
    expect(isChunkLoadError("Failed to fetch dynamically imported module")).toBe(false);
    expect(isChunkLoadError(undefined)).toBe(false);
  });
});
