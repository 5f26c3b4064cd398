import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";

export default [
  // Resource routes (no layout)
  route("healthz", "routes/healthz.ts"),
  route("api/auth/*", "routes/api.auth.ts"),

  // Auth pages: outside the common layout
  route("auth", "routes/auth.tsx"),
  route("auth/callback", "routes/auth.callback.tsx"),
  route("forgot-password", "routes/forgot-password.tsx"),
  route("reset-password", "routes/reset-password.tsx"),
  route("logout", "routes/logout.ts"),

  layout("routes/_layout.tsx", [
    index("routes/home.tsx"),
    route("privacy", "routes/privacy.tsx"),
    route("terms", "routes/terms.tsx"),
    route("imprint", "routes/imprint.tsx"),
    route("404-not-found", "routes/not-found.tsx", { id: "not-found-page" }),
    route("*", "routes/not-found.tsx", { id: "catch-all" }),
  ]),
] satisfies RouteConfig;
