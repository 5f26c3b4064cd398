import type { SharedPage } from "~/lib/member-template.server";
import { articleMemberFacts } from "./article.server";
import { providerMemberFacts } from "./provider.server";

/**
 * The pages shared between members (decision 0048; app/lib/member-template.server.ts). A page
 * belongs here only when its loaders and components read nothing of the viewer but the header's
 * fields and the state its `facts` return; tests/http/member-template.int.test.ts compares each
 * with the page rendered for the member alone.
 */
const SHARED_PAGES: SharedPage[] = [
  // Home and its searches, the blog: nothing of the member but the header.
  { path: /^\/$/ },
  { path: /^\/blog\/?$/ },
  // An article: whether the member follows its writer and may report it.
  { path: /^\/blog\/[^/]+\/[^/]+$/, facts: articleMemberFacts },
  // A provider page: the member's favourite, open claim, 'Melden', helpful votes; their referral code.
  { path: /^\/empfehlung\/[^/]+$/, facts: providerMemberFacts },
];

export function sharedPage(pathname: string): SharedPage | null {
  return SHARED_PAGES.find((page) => page.path.test(pathname)) ?? null;
}
