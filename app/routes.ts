import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";

/**
 * Route table. Blocks are owned by features; add a feature's routes inside its own block.
 */
export default [
  // Resource routes (no layout)
  route("healthz", "routes/healthz.ts"),
  route("api/auth/*", "routes/api.auth.ts"),
  route("sitemap.xml", "routes/sitemap.xml.ts"),
  route("sitemap-image.xml", "routes/sitemap-image.xml.ts"),
  route("robots.txt", "routes/robots.txt.ts"),
  route("favicon.ico", "routes/favicon.ico.ts"),
  route("images/logo.png", "routes/brand-logo.ts"),
  // == directory: resource routes ==
  route("api/uploads", "routes/api.uploads.ts"),
  route("api/favorites", "routes/api.favorites.ts"),
  route("api/reviews", "routes/api.reviews.ts"),
  route("api/reports", "routes/api.reports.ts"),
  route("api/providers/events", "routes/api.providers.events.ts"),
  route("api/providers/:id", "routes/api.providers.$id.ts"),
  // == end directory: resource routes ==
  // == community: resource routes ==
  route("rss.xml", "routes/rss.xml.ts"),
  route("api/follows", "routes/api.follows.ts"),
  route("api/blog/views", "routes/api.blog.views.ts"),
  route("api/profile-views", "routes/api.profile-views.ts"),
  route("api/profile-link-click", "routes/api.profile-link-click.ts"),
  route("account/export", "routes/account.export.ts"),
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
    route("empfehlung/:key", "routes/empfehlung.$key.tsx"),
    route("add-provider", "routes/add-provider.tsx"),
    route("favorites", "routes/favorites.tsx"),
    // == end directory: pages ==
    // == community: pages ==
    route("profile", "routes/profile.tsx"),
    route("profile/:userId", "routes/profile.$userId.tsx"),
    route("blog", "routes/blog.tsx"),
    route("blog/:slug", "routes/blog.$slug.tsx"),
    route("blog/:username/:slug", "routes/blog.$username.$slug.tsx"),
    route("myblog", "routes/myblog.tsx"),
    route("account", "routes/account.tsx"),
    route(":username", "routes/username.tsx"),
    // == end community: pages ==
    // == coupons: merchants and coupon codes (issue #12) ==
    route("gutscheincodes", "routes/gutscheincodes.tsx"),
    route("gutscheincode/:slug", "routes/gutscheincode.$slug.tsx"),
    route("gutschein/hinzufuegen", "routes/gutschein.hinzufuegen.tsx"),
    // == end coupons ==
    // == admin: back-office (decision 0009: one URL per tab) ==
    route("admin", "routes/admin.tsx", [
      index("routes/admin._index.tsx"),
      route("providers", "routes/admin.providers.tsx"),
      route("images", "routes/admin.images.tsx"),
      route("reviews", "routes/admin.reviews.tsx"),
      route("referrals", "routes/admin.referrals.tsx"),
      route("user-management", "routes/admin.user-management.tsx"),
      route("user-management.csv", "routes/admin.user-management.csv.ts"),
      route("user-management/:userId/logins", "routes/admin.user-management.$userId.logins.ts"),
      route("improved-logs", "routes/admin.improved-logs.tsx"),
      route("coupons", "routes/admin.coupons.tsx"),
      route(":tab", "routes/admin.$tab.tsx"),
    ]),
    // == end admin ==
    route("privacy", "routes/privacy.tsx"),
    route("terms", "routes/terms.tsx"),
    route("imprint", "routes/imprint.tsx"),
    route("404-not-found", "routes/not-found.tsx", { id: "not-found-page" }),
    route("*", "routes/not-found.tsx", { id: "catch-all" }),
  ]),
] satisfies RouteConfig;
