import type { Route } from "./+types/account.export";
import { exportUserData } from "~/features/account/account.server";
import { getViewer } from "~/lib/auth.server";
import { failure } from "~/lib/request.server";

/** GET /account/export: 'Meine Daten herunterladen' (JSON attachment of everything stored about the user). */
export async function loader({ request }: Route.LoaderArgs) {
  try {
    const payload = await exportUserData(await getViewer(request));
    const date = new Date().toISOString().slice(0, 10);
    return new Response(JSON.stringify(payload, null, 2), {
      headers: {
        "Content-Type": "application/json; charset=utf-8",
        "Content-Disposition": `attachment; filename="hanfnetz-daten-${date}.json"`,
        "Cache-Control": "no-store",
      },
    });
  } catch (error) {
    return failure(error);
  }
}
