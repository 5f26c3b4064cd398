import type { Config } from "@react-router/dev/config";
import { precompressDir } from "./server/precompress.ts";

export default {
  ssr: true,
  // The whole route manifest ships with the first page (one small precompressed file) instead of
  // lazy route discovery: discovery queried every link of the page after hydration, fetched
  // /__manifest and re-rendered the whole app when the answer came (a long task on a phone).
  routeDiscovery: { mode: "initial" },
  // React Router writes the route manifest into build/client after the client build (whose files
  // vite.config.ts precompresses): compress what is new once the whole build is done.
  buildEnd({ reactRouterConfig }) {
    precompressDir(`${reactRouterConfig.buildDirectory}/client`, { onlyNew: true });
  },
} satisfies Config;
