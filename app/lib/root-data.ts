import { useRouteLoaderData } from "react-router";
import type { Flash } from "./flash.server";
import { EMPTY_OPERATOR, type OperatorData } from "./operator";

/** The signed-in user as the browser sees it (no session id, no verification state). */
export type PublicViewer = {
  id: string;
  email: string;
  username: string | null;
  avatarUrl: string | null;
  isAdmin: boolean;
  canCreateContests: boolean;
  canCreateB2b: boolean;
  /** The link to the own profile (/{username} or /profile/{id}). */
  profilePath: string;
};

/** Data of the root loader (app/root.tsx): the signed-in user (or null), the site settings, a flash message. */
export type RootData = {
  viewer: PublicViewer | null;
  siteTitle: string;
  faviconUrl: string;
  /** The operator's imprint data (site settings; empty fields until an admin fills them). */
  operator: OperatorData;
  /** BASE_URL without a trailing slash: absolute links in meta tags and structured data. */
  origin: string;
  flash: (Flash & { id: number }) | null;
  /** The client security monitor is switched on (site setting, decision 0019). */
  securityMonitor: boolean;
};

const FALLBACK: RootData = {
  viewer: null,
  siteTitle: "Hanfnetz",
  faviconUrl: "/favicon.svg",
  operator: EMPTY_OPERATOR,
  origin: "",
  flash: null,
  securityMonitor: false,
};

export function useRootData(): RootData {
  return useRouteLoaderData<RootData>("root") ?? FALLBACK;
}

export function useViewer() {
  return useRootData().viewer;
}
