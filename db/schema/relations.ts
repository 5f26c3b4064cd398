/**
 * Drizzle relations for the relational query API (`db.query.x.findMany({ with: ... })`).
 * They add no database constraints; the foreign keys live in the table definitions.
 */
import { relations } from "drizzle-orm";
import { adsAnalytics, adsBanners, adsCampaigns, adsPlacements } from "./ads";
import { user } from "./auth";
import { blogArticleCategories, blogArticleLinks, blogArticles, blogArticleTags, blogCategories, blogTags } from "./blog";
import { authorFollows, favorites } from "./community";
import { contestParticipations, contests } from "./contests";
import { coupons, couponStats, merchants } from "./coupons";
import { adminMessageHistory, userMessages } from "./messages";
import { globalPopupInteractions, globalPopups } from "./popups";
import { providers, providerTranslations } from "./providers";
import { reviewHelpfulVotes, reviews } from "./reviews";
import { profiles, userActivities, userRoles } from "./users";

export const userRelations = relations(user, ({ one, many }) => ({
  profile: one(profiles, { fields: [user.id], references: [profiles.id] }),
  activity: one(userActivities, { fields: [user.id], references: [userActivities.userId] }),
  roles: many(userRoles),
}));

export const userRolesRelations = relations(userRoles, ({ one }) => ({
  user: one(user, { fields: [userRoles.userId], references: [user.id] }),
}));

export const profilesRelations = relations(profiles, ({ one, many }) => ({
  user: one(user, { fields: [profiles.id], references: [user.id] }),
  providers: many(providers),
  reviews: many(reviews),
  articles: many(blogArticles),
}));

export const providersRelations = relations(providers, ({ one, many }) => ({
  owner: one(profiles, { fields: [providers.userId], references: [profiles.id] }),
  reviews: many(reviews),
  translations: many(providerTranslations),
  favorites: many(favorites),
}));

export const providerTranslationsRelations = relations(providerTranslations, ({ one }) => ({
  provider: one(providers, { fields: [providerTranslations.providerId], references: [providers.id] }),
}));

export const reviewsRelations = relations(reviews, ({ one, many }) => ({
  provider: one(providers, { fields: [reviews.providerId], references: [providers.id] }),
  author: one(profiles, { fields: [reviews.userId], references: [profiles.id] }),
  helpfulVotes: many(reviewHelpfulVotes),
}));

export const reviewHelpfulVotesRelations = relations(reviewHelpfulVotes, ({ one }) => ({
  review: one(reviews, { fields: [reviewHelpfulVotes.reviewId], references: [reviews.id] }),
}));

export const favoritesRelations = relations(favorites, ({ one }) => ({
  provider: one(providers, { fields: [favorites.providerId], references: [providers.id] }),
}));

export const authorFollowsRelations = relations(authorFollows, ({ one }) => ({
  follower: one(profiles, { fields: [authorFollows.followerId], references: [profiles.id], relationName: "follower" }),
  author: one(profiles, { fields: [authorFollows.authorId], references: [profiles.id], relationName: "author" }),
}));

export const blogArticlesRelations = relations(blogArticles, ({ one, many }) => ({
  author: one(profiles, { fields: [blogArticles.authorId], references: [profiles.id] }),
  categories: many(blogArticleCategories),
  tags: many(blogArticleTags),
  links: many(blogArticleLinks),
}));

export const blogCategoriesRelations = relations(blogCategories, ({ many }) => ({
  articles: many(blogArticleCategories),
}));

export const blogTagsRelations = relations(blogTags, ({ many }) => ({
  articles: many(blogArticleTags),
}));

export const blogArticleCategoriesRelations = relations(blogArticleCategories, ({ one }) => ({
  article: one(blogArticles, { fields: [blogArticleCategories.articleId], references: [blogArticles.id] }),
  category: one(blogCategories, { fields: [blogArticleCategories.categoryId], references: [blogCategories.id] }),
}));

export const blogArticleTagsRelations = relations(blogArticleTags, ({ one }) => ({
  article: one(blogArticles, { fields: [blogArticleTags.articleId], references: [blogArticles.id] }),
  tag: one(blogTags, { fields: [blogArticleTags.tagId], references: [blogTags.id] }),
}));

export const blogArticleLinksRelations = relations(blogArticleLinks, ({ one }) => ({
  article: one(blogArticles, { fields: [blogArticleLinks.articleId], references: [blogArticles.id] }),
}));

export const merchantsRelations = relations(merchants, ({ one, many }) => ({
  creator: one(profiles, { fields: [merchants.createdBy], references: [profiles.id] }),
  coupons: many(coupons),
}));

export const couponsRelations = relations(coupons, ({ one }) => ({
  merchant: one(merchants, { fields: [coupons.merchantId], references: [merchants.id] }),
  stats: one(couponStats, { fields: [coupons.id], references: [couponStats.couponId] }),
  creator: one(profiles, { fields: [coupons.createdBy], references: [profiles.id] }),
}));

export const contestsRelations = relations(contests, ({ one, many }) => ({
  creator: one(profiles, { fields: [contests.createdBy], references: [profiles.id] }),
  participations: many(contestParticipations),
}));

export const contestParticipationsRelations = relations(contestParticipations, ({ one }) => ({
  contest: one(contests, { fields: [contestParticipations.contestId], references: [contests.id] }),
  participant: one(profiles, { fields: [contestParticipations.userId], references: [profiles.id] }),
}));

export const userMessagesRelations = relations(userMessages, ({ one }) => ({
  history: one(adminMessageHistory, { fields: [userMessages.historyId], references: [adminMessageHistory.id] }),
  recipient: one(profiles, { fields: [userMessages.userId], references: [profiles.id] }),
}));

export const adminMessageHistoryRelations = relations(adminMessageHistory, ({ many }) => ({
  messages: many(userMessages),
}));

export const adsPlacementsRelations = relations(adsPlacements, ({ many }) => ({
  banners: many(adsBanners),
}));

export const adsCampaignsRelations = relations(adsCampaigns, ({ many }) => ({
  banners: many(adsBanners),
}));

export const adsBannersRelations = relations(adsBanners, ({ one, many }) => ({
  campaign: one(adsCampaigns, { fields: [adsBanners.campaignId], references: [adsCampaigns.id] }),
  placement: one(adsPlacements, { fields: [adsBanners.placementId], references: [adsPlacements.id] }),
  events: many(adsAnalytics),
}));

export const adsAnalyticsRelations = relations(adsAnalytics, ({ one }) => ({
  banner: one(adsBanners, { fields: [adsAnalytics.bannerId], references: [adsBanners.id] }),
}));

export const globalPopupsRelations = relations(globalPopups, ({ many }) => ({
  interactions: many(globalPopupInteractions),
}));

export const globalPopupInteractionsRelations = relations(globalPopupInteractions, ({ one }) => ({
  popup: one(globalPopups, { fields: [globalPopupInteractions.popupId], references: [globalPopups.id] }),
}));
