import { referralShareId } from "~/features/auth/referral.server";
import { canReport } from "~/features/moderation/moderation.server";
import { providerViewerRelation } from "~/features/providers/detail.server";
import type { Viewer } from "~/lib/auth.server";
import { isUuid } from "~/lib/ids";
import { memberSlot, sharedRenderFacts, type MemberFacts } from "~/lib/member-template.server";

/** What a provider page shows a member of their own beyond the header (decision 0048). */
export type ProviderViewerFacts = { isFavorite: boolean; claimPending: boolean; canReport: boolean; voted: string[] };

/**
 * The facts of a provider page shared between members (app/routes/+shared/shared-pages.server.ts):
 * the member's favourite, open claim, 'Melden' and helpful votes, and their referral code (filled
 * into the share link). Null (rendered for the member alone) for a provider they own or created or
 * reviewed, one that is not approved, and an address that is not its own (404, a redirect).
 */
export async function providerMemberFacts(viewer: Viewer, url: URL): Promise<MemberFacts | null> {
  let key: string;
  try {
    key = decodeURIComponent(url.pathname.split("/")[2] ?? "");
  } catch {
    return null;
  }
  const relation = key ? await providerViewerRelation(viewer, key) : null;
  if (!relation || relation.status !== "approved" || relation.isCreator || relation.owner.isOwner || relation.reviewed) return null;
  if (isUuid(key) && relation.slug && relation.slug !== key) return null;
  const [reportable, share] = await Promise.all([canReport(viewer), referralShareId(viewer)]);
  return {
    facts: {
      isFavorite: relation.isFavorite,
      claimPending: relation.owner.claimPending,
      canReport: reportable,
      voted: relation.voted,
    } satisfies ProviderViewerFacts,
    values: { share },
  };
}

/** In the provider page's loader: the facts of a shared render (undefined when rendered for one viewer). */
export function sharedProviderFacts(): ProviderViewerFacts | undefined {
  return sharedRenderFacts<ProviderViewerFacts>();
}

/** The referral code of a shared render: its slot, filled for each member. */
export const sharedShareId = () => memberSlot("share");
