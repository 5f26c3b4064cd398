import { data } from "react-router";
import type { Route } from "./+types/not-found";
import { NOT_FOUND_ROBOTS, NotFoundPage } from "~/components/layout/NotFoundPage";
import { siteTitleFromMatches } from "~/components/layout/meta";
import { HttpError, notFound } from "~/lib/errors";

/**
 * Unknown paths and /404-not-found answer with HTTP 404. A malformed address (see
 * server/request-guards.ts) is routed here with `requestError` and answered with its status.
 */
export function loader({ context }: Route.LoaderArgs) {
  if (context.requestError) throw new HttpError(context.requestError.status, context.requestError.message);
  return data(null, { status: 404 });
}

/** A write to an unknown address is a 404 too (not a 405: there is nothing here to allow). */
export function action(): never {
  throw notFound("Diese Seite gibt es nicht.");
}

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: `Seite nicht gefunden | ${siteTitleFromMatches(matches)}` },
  { name: "robots", content: NOT_FOUND_ROBOTS },
  { name: "prerender-status-code", content: "404" },
];

export default function NotFound() {
  return <NotFoundPage headTags={false} />;
}
