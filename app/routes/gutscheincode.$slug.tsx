import { ArrowLeft, ExternalLink, TicketPercent } from "lucide-react";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { useActionData, useFetcher, type ShouldRevalidateFunctionArgs } from "react-router";
import type { Route } from "./+types/gutscheincode.$slug";
import { canonicalTags, imageTags, siteTitleFromMatches } from "~/components/layout/meta";
import { Badge } from "~/components/ui/badge";
import { ButtonLink } from "~/components/ui/button-link";
import { EmptyState } from "~/components/ui/empty-state";
import { CouponCard } from "~/features/coupons/CouponCard";
import { MerchantLogo, merchantPath } from "~/features/coupons/MerchantCard";
import { getMerchantPage, recordMerchantView, revealCoupon } from "~/features/coupons/public.server";
import { getViewer } from "~/lib/auth.server";
import type { BreadcrumbHandle } from "~/lib/breadcrumbs";
import { baseUrl } from "~/lib/env.server";
import { handleAction, readForm, tracked } from "~/lib/request.server";
import { useViewer } from "~/lib/root-data";
import { trackingMeta } from "~/lib/visitor.server";

/** /gutscheincode/{slug}: an approved merchant and its coupons (codes only on 'Code anzeigen'); otherwise the 404 page. */
export async function loader({ params }: Route.LoaderArgs) {
  const page = await getMerchantPage(params.slug);
  return { ...page, origin: baseUrl() };
}

const actionSchema = z.discriminatedUnion(
  "intent",
  [z.object({ intent: z.literal("reveal"), couponId: z.string().max(64).default("") }), z.object({ intent: z.literal("view") })],
  { error: "Ungültige Anfrage." },
);

/** POST intent=reveal couponId → the code (a click is counted); intent=view → the page view is counted. */
export async function action({ request, params }: Route.ActionArgs) {
  return handleAction(async () => {
    const input = await readForm(request, actionSchema);
    const viewer = await getViewer(request);
    const meta = trackingMeta(request);
    if (input.intent === "view") return tracked({ counted: await recordMerchantView(viewer, params.slug, meta) });
    const revealed = await revealCoupon(viewer, params.slug, input.couponId, meta);
    return tracked(revealed);
  });
}

/** Revealing a code or counting a view changes nothing the page shows: no reload of the loader. */
export function shouldRevalidate({ formData, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  const intent = formData?.get("intent");
  return intent === "reveal" || intent === "view" ? false : defaultShouldRevalidate;
}

export const handle: BreadcrumbHandle<typeof loader> = {
  breadcrumb: (d) => [{ label: "Gutscheine", href: "/gutscheincodes" }, ...(d ? [{ label: d.merchant.name, href: merchantPath(d.merchant) }] : [])],
};

function cut(text: string, max: number) {
  const clean = text.replace(/\s+/g, " ").trim();
  return clean.length > max ? `${clean.slice(0, max - 3)}...` : clean;
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const siteTitle = siteTitleFromMatches(matches);
  if (!loaderData) return [{ title: `Seite nicht gefunden | ${siteTitle}` }, { name: "robots", content: "noindex,follow" }];
  const m = loaderData.merchant;
  const title = m.metaTitle || `${m.name} Gutscheincodes`;
  const description = cut(m.metaDescription || m.description || `Aktuelle Gutscheincodes und Rabatte für ${m.name}.`, 160);
  return [
    { title: `${title} | ${siteTitle}` },
    { name: "description", content: description },
    ...canonicalTags(loaderData.origin, merchantPath(m)),
    { property: "og:type", content: "website" },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:site_name", content: siteTitle },
    { name: "twitter:card", content: "summary" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: description },
    { name: "robots", content: "index,follow" },
    ...imageTags(loaderData.origin, m.logoUrl),
  ];
};

type RevealData = { ok: true; couponId: string; code: string } | { ok: false; error: string };

export default function MerchantPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("common");
  const { merchant: m, coupons } = loaderData;
  const viewer = useViewer();
  const revealed = useActionData<RevealData>();
  const views = useFetcher({ key: "merchant-view" });
  const counted = useRef<string | null>(null);

  // track_coupon_view once per page view (not for admins; bots do not run it, the server checks too).
  useEffect(() => {
    if (viewer?.isAdmin || coupons.length === 0 || counted.current === m.id) return;
    counted.current = m.id;
    void views.submit({ intent: "view" }, { method: "post" });
  }, [m.id, viewer?.isAdmin, coupons.length, views]);

  const active = coupons.filter((c) => !c.expired);
  const expired = coupons.filter((c) => c.expired);
  const revealedCode = (id: string) => (revealed?.ok && revealed.couponId === id ? revealed.code : null);

  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-6 px-4 py-8">
      <ButtonLink to="/gutscheincodes" variant="ghost" size="sm" icon={ArrowLeft} className="self-start">
        {t("Alle Gutscheincodes")}
      </ButtonLink>
      <header className="flex flex-col gap-4 rounded-card border border-border bg-white p-5 shadow-sm sm:flex-row sm:items-start">
        <MerchantLogo name={m.name} logoUrl={m.logoUrl} size="lg" />
        <div className="flex min-w-0 flex-1 flex-col gap-2">
          <h1 className="text-2xl font-bold text-ink md:text-3xl">{m.name}</h1>
          {m.category ? (
            <p>
              <span className="sr-only">{t("Kategorie:")} </span>
              <Badge variant="secondary">{m.category}</Badge>
            </p>
          ) : null}
          {m.description ? <p className="max-w-prose text-ink-muted">{m.description}</p> : null}
          {m.website ? (
            <p>
              <a
                href={m.website}
                target="_blank"
                rel="nofollow noopener"
                className="inline-flex items-center gap-1 font-medium text-brand-800 underline-offset-2 hover:underline"
              >
                <ExternalLink aria-hidden="true" className="size-4" />
                {t("Website von {{name}}", { name: m.name })}
                <span className="sr-only">{t("(öffnet in neuem Tab)")}</span>
              </a>
            </p>
          ) : null}
        </div>
      </header>
      <section aria-labelledby="coupons-heading" className="flex flex-col gap-3">
        <h2 id="coupons-heading" className="text-xl font-semibold text-ink">
          {t("Gutscheincodes")}
        </h2>
        {active.length === 0 ? (
          <EmptyState
            icon={TicketPercent}
            headingLevel="h3"
            title={t("Zurzeit keine gültigen Gutscheincodes")}
            text={t("Schau bald wieder vorbei oder entdecke die Codes anderer Shops.")}
            action={
              <ButtonLink to="/gutscheincodes" variant="outline">
                {t("Alle Gutscheincodes")}
              </ButtonLink>
            }
          />
        ) : (
          <ul className="flex flex-col gap-3">
            {active.map((c) => (
              <li key={c.id}>
                <CouponCard coupon={c} revealed={revealedCode(c.id)} />
              </li>
            ))}
          </ul>
        )}
      </section>
      {expired.length > 0 ? (
        <section aria-labelledby="expired-heading" className="flex flex-col gap-3">
          <h2 id="expired-heading" className="text-lg font-semibold text-ink-muted">
            {t("Abgelaufene Gutscheincodes")}
          </h2>
          <ul className="flex flex-col gap-3">
            {expired.map((c) => (
              <li key={c.id}>
                <CouponCard coupon={c} revealed={revealedCode(c.id)} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
