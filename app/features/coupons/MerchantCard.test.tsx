import { renderToStaticMarkup } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { createServerI18n } from "~/lib/i18n.server";
import { MerchantCard } from "./MerchantCard";
import type { MerchantCardData } from "./public.server";

const merchant = (bestOffer: MerchantCardData["bestOffer"]): MerchantCardData => ({
  id: "m1",
  name: "GrowMarkt24",
  slug: "growmarkt24",
  category: "Growbedarf",
  logoUrl: null,
  couponCount: 2,
  featured: false,
  bestOffer,
});

const offerText = (bestOffer: MerchantCardData["bestOffer"]) => {
  const html = renderToStaticMarkup(
    <MemoryRouter>
      <I18nextProvider i18n={createServerI18n()}>
        <MerchantCard merchant={merchant(bestOffer)} />
      </I18nextProvider>
    </MemoryRouter>,
  );
  const offer = /<p[^>]*data-testid="best-offer"[^>]*>(.*?)<\/p>/.exec(html)?.[1] ?? "";
  return offer.replace(/<[^>]+>/g, "");
};

describe("a merchant card's best offer", () => {
  it("reads '15 % auf Growboxen' once, not the discount twice", () => {
    expect(offerText({ discount: "15 %", title: "15 % auf Growboxen" })).toBe("Bestes Angebot: 15 % auf Growboxen");
  });

  it("keeps a title that says something else, and shows the discount alone when the title only repeats it", () => {
    expect(offerText({ discount: "10 €", title: "Sommeraktion" })).toBe("Bestes Angebot: 10 € Sommeraktion");
    expect(offerText({ discount: "20 %", title: "20 %" })).toBe("Bestes Angebot: 20 %");
    expect(offerText({ discount: null, title: "Gratis Versand" })).toBe("Bestes Angebot: Gratis Versand");
  });
});
