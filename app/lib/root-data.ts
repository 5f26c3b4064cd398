import { useRouteLoaderData } from "react-router";
import type { loader } from "~/root";

export type RootData = Awaited<ReturnType<typeof loader>>["data"];
export type PublicViewer = NonNullable<RootData["viewer"]>;

/** Data of the root loader: the signed-in user (or null) and the site settings. */
export function useRootData(): RootData {
  const data = useRouteLoaderData<typeof loader>("root");
  return data ?? { viewer: null, siteTitle: "Hanfnetz", faviconUrl: "/favicon.svg", flash: null };
}

export function useViewer() {
  return useRootData().viewer;
}
