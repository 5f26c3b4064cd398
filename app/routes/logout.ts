import { redirect } from "react-router";
import type { Route } from "./+types/logout";
import { signOutHeaders } from "~/features/auth/auth.server";
import { flashCookie } from "~/lib/flash.server";

/** Sign-out everywhere (all sessions of the account), then home with a toast. */
export async function action({ request }: Route.ActionArgs) {
  const headers = await signOutHeaders(request);
  headers.append("Set-Cookie", flashCookie({ type: "success", message: "Erfolgreich abgemeldet" }));
  return redirect("/", { headers });
}

export function loader() {
  return redirect("/");
}
