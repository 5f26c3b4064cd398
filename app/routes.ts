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
  // == seo: IndexNow key file /{key}.txt (issue #16) ==
  route(":key.txt", "routes/indexnow-key.ts"),
  route("images/logo.png", "routes/brand-logo.ts"),
  // Home-screen icons and the web app manifest (one icon module, the size by address)
  route("apple-touch-icon.png", "routes/app-icon.ts", { id: "apple-touch-icon" }),
  route("apple-touch-icon-precomposed.png", "routes/app-icon.ts", { id: "apple-touch-icon-precomposed" }),
  route("images/app-icon-192.png", "routes/app-icon.ts", { id: "app-icon-192" }),
  route("images/app-icon-512.png", "routes/app-icon.ts", { id: "app-icon-512" }),
  route("manifest.webmanifest", "routes/manifest.webmanifest.ts"),
  // Stored images in responsive sizes (srcset; issue #26)
  route("bild/:width/*", "routes/bild.$width.ts"),
  // == directory: resource routes ==
  route("api/uploads", "routes/api.uploads.ts"),
  route("api/favorites", "routes/api.favorites.ts"),
  route("api/reviews", "routes/api.reviews.ts"),
  route("api/reports", "routes/api.reports.ts"),
  // == ownership: claims and owner replies (issue #18, decision 0026) ==
  route("api/provider-claims", "routes/api.provider-claims.ts"),
  route("api/review-replies", "routes/api.review-replies.ts"),
  route("api/info-reports", "routes/api.info-reports.ts"),
  route("api/providers/events", "routes/api.providers.events.ts"),
  route("api/providers/nearby", "routes/api.providers.nearby.ts"),
  route("api/suggest", "routes/api.suggest.ts"),
  route("api/providers/:id", "routes/api.providers.$id.ts"),
  // == end directory: resource routes ==
  // == community: resource routes ==
  route("rss.xml", "routes/rss.xml.ts"),
  route("api/follows", "routes/api.follows.ts"),
  route("api/blog/views", "routes/api.blog.views.ts"),
  route("api/profile-views", "routes/api.profile-views.ts"),
  route("api/profile-link-click", "routes/api.profile-link-click.ts"),
  route("api/page-views", "routes/api.page-views.ts"),
  route("api/security-events", "routes/api.security-events.ts"),
  route("account/export", "routes/account.export.ts"),
  // == end community: resource routes ==
  // == notifications: inbox and live stream (issue #14) ==
  route("api/notifications", "routes/api.notifications.ts"),
  route("api/notifications/stream", "routes/api.notifications.stream.ts"),
  // == end notifications ==

  // == ads and popup: resource routes (issue #13) ==
  route("api/ads", "routes/api.ads.ts"),
  route("api/popup", "routes/api.popup.ts"),
  // == end ads and popup ==
  // == contests: public side (issue #15 A) ==
  route("api/contests/views", "routes/api.contests.views.ts"),
  route("api/contests/stream", "routes/api.contests.stream.ts"),
  // == end contests ==

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
    // 'Eintrag bearbeiten' for owners and admins (issue #26 item 6)
    route("empfehlung/:key/bearbeiten", "routes/empfehlung.$key.bearbeiten.tsx"),
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
    // == contests: public page and creator dashboard (issue #15 A) ==
    route("contests", "routes/contests.tsx"),
    route("contests/dashboard", "routes/contests.dashboard.tsx"),
    route("contests/:slug", "routes/contests.$slug.tsx"),
    // == end contests ==
    // == admin: back-office (decision 0009: one URL per tab) ==
    route("admin", "routes/admin.tsx", [
      index("routes/admin._index.tsx"),
      route("providers", "routes/admin.providers.tsx"),
      route("images", "routes/admin.images.tsx"),
      route("reviews", "routes/admin.reviews.tsx"),
      route("referrals", "routes/admin.referrals.tsx"),
      route("analytics", "routes/admin.analytics.tsx"),
      route("analytics.csv", "routes/admin.analytics.csv.ts"),
      route("analytics/live", "routes/admin.analytics.live.ts"),
      route("user-management", "routes/admin.user-management.tsx"),
      route("user-management.csv", "routes/admin.user-management.csv.ts"),
      route("user-management/:userId", "routes/admin.user-management.$userId.tsx"),
      route("user-management/:userId/logins", "routes/admin.user-management.$userId.logins.ts"),
      route("suche", "routes/admin.suche.tsx"),
      route("improved-logs", "routes/admin.improved-logs.tsx"),
      route("coupons", "routes/admin.coupons.tsx"),
      route("contests", "routes/admin.contests.tsx"),
      route("contests/audit-logs.csv", "routes/admin.contests.audit-logs.csv.ts"),
      route("contests/:contestId/participants", "routes/admin.contests.$contestId.participants.ts"),
      route("contests/:contestId/participants.csv", "routes/admin.contests.$contestId.participants.csv.ts"),
      route("contests/:contestId/audit-logs", "routes/admin.contests.$contestId.audit-logs.ts"),
      route("security", "routes/admin.security.tsx"),
      route("security/export", "routes/admin.security.export.ts"),
      route("messages", "routes/admin.messages.tsx"),
      route("messages/search", "routes/admin.messages.search.ts"),
      route("messages/:historyId", "routes/admin.messages.$historyId.ts"),
      route("ads", "routes/admin.ads.tsx"),
      route("global-popups", "routes/admin.global-popups.tsx"),
      // == seo and site settings (issue #16) ==
      route("seo", "routes/admin.seo.tsx"),
      route("site-settings", "routes/admin.site-settings.tsx"),
      route("urls", "routes/admin.urls.tsx"),
      route("trash", "routes/admin.trash.tsx"),
      route(":tab", "routes/admin.$tab.tsx"),
    ]),
    // == end admin ==
    route("test-seo", "routes/test-seo.tsx"),
    route("privacy", "routes/privacy.tsx"),
    route("so-sortieren-wir", "routes/so-sortieren-wir.tsx"),
    route("terms", "routes/terms.tsx"),
    route("imprint", "routes/imprint.tsx"),
    route("404-not-found", "routes/not-found.tsx", { id: "not-found-page" }),
    route("*", "routes/not-found.tsx", { id: "catch-all" }),
  ]),
] satisfies RouteConfig;
