import { renderToStaticMarkup } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { createServerI18n } from "~/lib/i18n.server";
import { RatingBreakdown } from "./RatingBreakdown";
import { DEFAULT_REVIEW_QUERY } from "./review-filters";

const render = (count: number, distribution: Record<1 | 2 | 3 | 4 | 5, number>) =>
  renderToStaticMarkup(
    <MemoryRouter>
      <I18nextProvider i18n={createServerI18n()}>
        <RatingBreakdown average={4.5} count={count} distribution={distribution} search={new URLSearchParams()} query={DEFAULT_REVIEW_QUERY} />
      </I18nextProvider>
    </MemoryRouter>,
  );

describe("the rating summary of a provider page", () => {
  it("shows the average as a figure, the count in words and a bar per star whose name starts with what is seen", () => {
    const html = render(4, { 5: 2, 4: 2, 3: 0, 2: 0, 1: 0 });
    expect(html).toContain('<div class="text-4xl font-bold text-ink">4,5</div>');
    expect(html).toContain('<p class="text-sm text-ink-muted">4 Bewertungen</p>');
    expect(html).not.toMatch(/Sterne ·/);
    expect(html).not.toContain("aria-label=");
    expect(html).toMatch(/>1 Stern<\/span>.*?>0<span class="sr-only"> Bewertungen<\/span>/);
    expect(html).toMatch(/>5 Sterne<\/span>.*?>2<span class="sr-only"> Bewertungen<\/span>/);
  });

  it("says 'Bewertung' for a single review and shows nothing without reviews", () => {
    expect(render(1, { 5: 1, 4: 0, 3: 0, 2: 0, 1: 0 })).toMatch(/>1<span class="sr-only"> Bewertung<\/span>/);
    expect(render(0, { 5: 0, 4: 0, 3: 0, 2: 0, 1: 0 })).toBe("");
  });

  it("links only the stars that have reviews (and a chosen one, to switch it off)", () => {
    const links = (html: string) => [...html.matchAll(/<a [^>]*>.*?<\/a>/g)].map((m) => /<span>(\d Sterne?)<\/span>/.exec(m[0])?.[1]);
    expect(links(render(4, { 5: 2, 4: 2, 3: 0, 2: 0, 1: 0 }))).toEqual(["5 Sterne", "4 Sterne"]);
    const chosen = renderToStaticMarkup(
      <MemoryRouter>
        <I18nextProvider i18n={createServerI18n()}>
          <RatingBreakdown
            average={5}
            count={2}
            distribution={{ 5: 2, 4: 0, 3: 0, 2: 0, 1: 0 }}
            search={new URLSearchParams("sterne=2")}
            query={{ ...DEFAULT_REVIEW_QUERY, stars: 2 }}
          />
        </I18nextProvider>
      </MemoryRouter>,
    );
    expect(links(chosen)).toEqual(["5 Sterne", "2 Sterne"]);
  });
});
