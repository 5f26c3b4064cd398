import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";

/**
 * Route table. Blocks are owned by features; add a feature's routes inside its own block.
 */
export default [
  // Resource routes (no layout)
  route("healthz", "routes/healthz.ts"),
  route("api/auth/*", "routes/api.auth.ts"),
  // == directory: resource routes ==
  // == end directory: resource routes ==
  // == community: resource routes ==
  // == end community: resource routes ==

  // Auth pages: outside the common layout
  route("auth", "routes/auth.tsx"),
  route("auth/callback", "routes/auth.callback.tsx"),
  route("forgot-password", "routes/forgot-password.tsx"),
  route("reset-password", "routes/reset-password.tsx"),
  route("logout", "routes/logout.ts"),

  layout("routes/_layout.tsx", [
    index("routes/home.tsx"),
    // == directory: pages ==
    // == end directory: pages ==
    // == community: pages ==
    // == end community: pages ==
    route("privacy", "routes/privacy.tsx"),
    route("terms", "routes/terms.tsx"),
    route("imprint", "routes/imprint.tsx"),
    route("404-not-found", "routes/not-found.tsx", { id: "not-found-page" }),
    route("*", "routes/not-found.tsx", { id: "catch-all" }),
  ]),
] satisfies RouteConfig;
