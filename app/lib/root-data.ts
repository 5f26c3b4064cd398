import { useRouteLoaderData } from "react-router";
import type { Flash } from "./flash.server";

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
  /** BASE_URL without a trailing slash: absolute links in meta tags and structured data. */
  origin: string;
  flash: (Flash & { id: number }) | null;
};

const FALLBACK: RootData = { viewer: null, siteTitle: "Hanfnetz", faviconUrl: "/favicon.svg", origin: "", flash: null };

export function useRootData(): RootData {
  return useRouteLoaderData<RootData>("root") ?? FALLBACK;
}

export function useViewer() {
  return useRootData().viewer;
}
