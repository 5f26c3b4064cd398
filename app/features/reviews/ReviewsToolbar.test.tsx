import { renderToStaticMarkup } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { createServerI18n } from "~/lib/i18n.server";
import { DEFAULT_REVIEW_QUERY, type ReviewQuery } from "./review-filters";
import { ReviewsToolbar } from "./ReviewsToolbar";

const filters = (distribution: Record<1 | 2 | 3 | 4 | 5, number>, query: ReviewQuery = DEFAULT_REVIEW_QUERY, withPhotos = 1) => {
  const html = renderToStaticMarkup(
    <MemoryRouter>
      <I18nextProvider i18n={createServerI18n()}>
        <ReviewsToolbar search={new URLSearchParams()} query={query} distribution={distribution} withPhotos={withPhotos} />
      </I18nextProvider>
    </MemoryRouter>,
  );
  const nav = /<nav aria-label="Bewertungen filtern"[^>]*>(.*?)<\/nav>/.exec(html)?.[1] ?? "";
  return [...nav.matchAll(/<a [^>]*>(.*?)<\/a>/g)].map((m) => m[1]);
};

describe("the reviews' filter chips", () => {
  it("offer only the stars that have reviews, and 'mit Fotos' only when a review has a photo", () => {
    expect(filters({ 5: 4, 4: 0, 3: 1, 2: 0, 1: 0 })).toEqual(["5 Sterne", "3 Sterne", "mit Fotos"]);
    expect(filters({ 5: 0, 4: 0, 3: 0, 2: 0, 1: 2 }, DEFAULT_REVIEW_QUERY, 0)).toEqual(["1 Stern"]);
  });

  it("keep a chosen star filter without reviews, so that it can be switched off, and offer to reset", () => {
    expect(filters({ 5: 4, 4: 0, 3: 0, 2: 0, 1: 0 }, { ...DEFAULT_REVIEW_QUERY, stars: 2 })).toEqual([
      "5 Sterne",
      "2 Sterne",
      "mit Fotos",
      "Filter zurücksetzen",
    ]);
  });
});
