CREATE TABLE "account" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" text NOT NULL,
	"provider_id" text NOT NULL,
	"user_id" uuid NOT NULL,
	"access_token" text,
	"refresh_token" text,
	"id_token" text,
	"access_token_expires_at" timestamp with time zone,
	"refresh_token_expires_at" timestamp with time zone,
	"scope" text,
	"password" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "session" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ip_address" text,
	"user_agent" text,
	"user_id" uuid NOT NULL,
	CONSTRAINT "session_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "user" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"email_verified" boolean DEFAULT false NOT NULL,
	"image" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "verification" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"identifier" text NOT NULL,
	"value" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_logs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"login_method" text NOT NULL,
	"ip_address" text,
	"user_agent" text,
	"session_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "login_logs_method_chk" CHECK ("login_logs"."login_method" in ('password','magic_link','oauth'))
);
--> statement-breakpoint
CREATE TABLE "profiles" (
	"id" uuid PRIMARY KEY NOT NULL,
	"username" text,
	"email" text,
	"avatar_url" text,
	"instagram_url" text,
	"custom_links" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"profile_favorites" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"helpful_votes" integer DEFAULT 0 NOT NULL,
	"can_create_contests" boolean DEFAULT false NOT NULL,
	"can_create_b2b" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "profiles_favorites_max_3" CHECK (cardinality("profiles"."profile_favorites") <= 3),
	CONSTRAINT "profiles_username_len" CHECK ("profiles"."username" is null or char_length("profiles"."username") >= 2)
);
--> statement-breakpoint
CREATE TABLE "referral_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"share_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "referral_codes_shareId_unique" UNIQUE("share_id")
);
--> statement-breakpoint
CREATE TABLE "referral_signups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"share_id" text NOT NULL,
	"referrer_user_id" uuid,
	"referred_user_id" uuid NOT NULL,
	"provider_id" uuid,
	"signup_ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "referral_signups_referredUserId_unique" UNIQUE("referred_user_id")
);
--> statement-breakpoint
CREATE TABLE "user_activities" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"total_activity_score" integer DEFAULT 0 NOT NULL,
	"entries_created" integer DEFAULT 0 NOT NULL,
	"reviews_written" integer DEFAULT 0 NOT NULL,
	"articles_published" integer DEFAULT 0 NOT NULL,
	"helpful_votes_received" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_roles" (
	"user_id" uuid NOT NULL,
	"role" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_roles_user_id_role_pk" PRIMARY KEY("user_id","role"),
	CONSTRAINT "user_roles_role_chk" CHECK ("user_roles"."role" in ('admin'))
);
--> statement-breakpoint
CREATE TABLE "malicious_file_attempts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"file_name" text NOT NULL,
	"reason" text NOT NULL,
	"file_type" text,
	"file_size" integer,
	"ip_address" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"action_type" text NOT NULL,
	"key" text NOT NULL,
	"user_id" uuid,
	"ip_address" text,
	"attempt_count" integer DEFAULT 0 NOT NULL,
	"window_start" timestamp with time zone DEFAULT now() NOT NULL,
	"blocked_until" timestamp with time zone,
	CONSTRAINT "rate_limits_count_chk" CHECK ("rate_limits"."attempt_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "security_audit_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"event_type" text NOT NULL,
	"event_details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"ip_address" text,
	"user_agent" text,
	"session_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "provider_translations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider_id" uuid NOT NULL,
	"language" text NOT NULL,
	"name" text,
	"description" text,
	"address" text,
	"city" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "providers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"category" text DEFAULT 'other' NOT NULL,
	"categories" text[] DEFAULT '{}'::text[] NOT NULL,
	"address" text,
	"city" text,
	"postal_code" text,
	"country_code" text DEFAULT 'DE' NOT NULL,
	"country" text,
	"phone" text,
	"email" text,
	"website" text,
	"dofollow_website" boolean DEFAULT false NOT NULL,
	"image_url" text,
	"image_urls" text[] DEFAULT '{}'::text[] NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"is_anonymous" boolean DEFAULT false NOT NULL,
	"slug" text NOT NULL,
	"verified" boolean DEFAULT false NOT NULL,
	"featured" boolean DEFAULT false NOT NULL,
	"language" text DEFAULT 'de' NOT NULL,
	"meta_title" text,
	"meta_description" text,
	"average_rating" numeric(3, 2) DEFAULT 0 NOT NULL,
	"review_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "providers_slug_unique" UNIQUE("slug"),
	CONSTRAINT "providers_status_chk" CHECK ("providers"."status" in ('pending','approved','rejected')),
	CONSTRAINT "providers_category_chk" CHECK ("providers"."category" in ('cscs_dispensarys','bars_restaurants','hotels','online_shops','telemedicine','breeder','messen_events','youtube','instagram','tiktok','twitch','facebook','b2b_gewerbe','other')),
	CONSTRAINT "providers_categories_chk" CHECK ("providers"."categories" <@ array['cscs_dispensarys','bars_restaurants','hotels','online_shops','telemedicine','breeder','messen_events','youtube','instagram','tiktok','twitch','facebook','b2b_gewerbe','other']::text[]),
	CONSTRAINT "providers_name_len_chk" CHECK (char_length(btrim("providers"."name")) between 2 and 100),
	CONSTRAINT "providers_slug_chk" CHECK ("providers"."slug" <> ''),
	CONSTRAINT "providers_country_code_chk" CHECK ("providers"."country_code" ~ '^[A-Z]{2}$'),
	CONSTRAINT "providers_images_max_chk" CHECK (cardinality("providers"."image_urls") <= 5),
	CONSTRAINT "providers_average_rating_chk" CHECK ("providers"."average_rating" between 0 and 5),
	CONSTRAINT "providers_review_count_chk" CHECK ("providers"."review_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "review_helpful_votes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"review_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider_id" uuid NOT NULL,
	"user_id" uuid,
	"rating" integer NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"image_url" text,
	"is_anonymous" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'published' NOT NULL,
	"helpful_count" integer DEFAULT 0 NOT NULL,
	"verified_purchase" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reviews_rating_chk" CHECK ("reviews"."rating" between 1 and 5),
	CONSTRAINT "reviews_status_chk" CHECK ("reviews"."status" in ('published','hidden','pending')),
	CONSTRAINT "reviews_helpful_count_chk" CHECK ("reviews"."helpful_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "author_follows" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"follower_id" uuid NOT NULL,
	"author_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "author_follows_not_self_chk" CHECK ("author_follows"."follower_id" <> "author_follows"."author_id")
);
--> statement-breakpoint
CREATE TABLE "favorites" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"provider_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "image_copyright_confirmations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"image_url" text NOT NULL,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "profile_views" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"profile_user_id" uuid NOT NULL,
	"viewer_user_id" uuid,
	"ip_address" text,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "blog_article_categories" (
	"article_id" uuid NOT NULL,
	"category_id" uuid NOT NULL,
	CONSTRAINT "blog_article_categories_article_id_category_id_pk" PRIMARY KEY("article_id","category_id")
);
--> statement-breakpoint
CREATE TABLE "blog_article_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"article_id" uuid NOT NULL,
	"link_url" text NOT NULL,
	"link_text" text,
	"link_context" text,
	"is_dofollow" boolean DEFAULT false NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "blog_article_tags" (
	"article_id" uuid NOT NULL,
	"tag_id" uuid NOT NULL,
	CONSTRAINT "blog_article_tags_article_id_tag_id_pk" PRIMARY KEY("article_id","tag_id")
);
--> statement-breakpoint
CREATE TABLE "blog_article_views" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"article_id" uuid NOT NULL,
	"visitor_key" text NOT NULL,
	"view_date" date DEFAULT current_date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "blog_articles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"excerpt" text,
	"slug" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"publish_date" timestamp with time zone,
	"featured" boolean DEFAULT false NOT NULL,
	"featured_by_admin" boolean DEFAULT false NOT NULL,
	"view_count" integer DEFAULT 0 NOT NULL,
	"featured_image_url" text,
	"featured_image_alt" text,
	"meta_title" text,
	"meta_description" text,
	"language" text DEFAULT 'de' NOT NULL,
	"author_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "blog_articles_status_chk" CHECK ("blog_articles"."status" in ('draft','published','scheduled')),
	CONSTRAINT "blog_articles_slug_chk" CHECK ("blog_articles"."slug" <> ''),
	CONSTRAINT "blog_articles_view_count_chk" CHECK ("blog_articles"."view_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "blog_categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"description" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "blog_categories_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "blog_tags" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "blog_tags_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "coupon_stats" (
	"coupon_id" uuid PRIMARY KEY NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"clicks" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupon_stats_counts_chk" CHECK ("coupon_stats"."views" >= 0 and "coupon_stats"."clicks" >= 0)
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"merchant_id" uuid NOT NULL,
	"code" text NOT NULL,
	"code_normalized" text NOT NULL,
	"title" text,
	"description" text,
	"discount_type" text,
	"discount_value" text,
	"affiliate_url" text,
	"valid_from" timestamp with time zone,
	"valid_until" timestamp with time zone,
	"display_weight" integer DEFAULT 1 NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupons_code_normalized_chk" CHECK ("coupons"."code_normalized" = upper(btrim("coupons"."code"))),
	CONSTRAINT "coupons_code_not_empty_chk" CHECK (btrim("coupons"."code") <> ''),
	CONSTRAINT "coupons_display_weight_chk" CHECK ("coupons"."display_weight" between 1 and 10),
	CONSTRAINT "coupons_status_chk" CHECK ("coupons"."status" in ('pending','approved','rejected')),
	CONSTRAINT "coupons_discount_type_chk" CHECK ("coupons"."discount_type" is null or "coupons"."discount_type" in ('percentage','fixed','freebie')),
	CONSTRAINT "coupons_valid_window_chk" CHECK ("coupons"."valid_from" is null or "coupons"."valid_until" is null or "coupons"."valid_until" >= "coupons"."valid_from")
);
--> statement-breakpoint
CREATE TABLE "merchants" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"name_normalized" text NOT NULL,
	"description" text,
	"website" text,
	"logo_url" text,
	"slug" text,
	"category" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_by" uuid,
	"meta_title" text,
	"meta_description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "merchants_nameNormalized_unique" UNIQUE("name_normalized"),
	CONSTRAINT "merchants_slug_unique" UNIQUE("slug"),
	CONSTRAINT "merchants_status_chk" CHECK ("merchants"."status" in ('pending','approved','rejected'))
);
--> statement-breakpoint
CREATE TABLE "countries" (
	"code" char(2) PRIMARY KEY NOT NULL,
	"name_de" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "countries_code_chk" CHECK ("countries"."code" ~ '^[A-Z]{2}$')
);
--> statement-breakpoint
CREATE TABLE "homepage_seo" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text,
	"description" text,
	"keywords" text,
	"og_title" text,
	"og_description" text,
	"og_image" text,
	"site_name" text,
	"twitter_title" text,
	"twitter_description" text,
	"twitter_image" text,
	"updated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_settings" (
	"setting_key" text PRIMARY KEY NOT NULL,
	"setting_value" text,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analytics_page_views" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"visitor_id" text NOT NULL,
	"page_path" text NOT NULL,
	"page_title" text,
	"referrer" text,
	"user_agent" text,
	"screen_resolution" text,
	"viewport_size" text,
	"is_mobile" boolean DEFAULT false NOT NULL,
	"is_returning_visitor" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "custom_link_analytics" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"profile_id" uuid NOT NULL,
	"link_index" integer NOT NULL,
	"link_title" text,
	"link_url" text,
	"user_id" uuid,
	"ip_address" text,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "custom_link_analytics_link_index_chk" CHECK ("custom_link_analytics"."link_index" >= -1)
);
--> statement-breakpoint
CREATE TABLE "provider_analytics" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider_id" uuid NOT NULL,
	"event_type" text NOT NULL,
	"user_id" uuid,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "provider_analytics_event_type_chk" CHECK ("provider_analytics"."event_type" in ('view','detail_click','share'))
);
--> statement-breakpoint
CREATE TABLE "admin_message_history" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"recipient_type" text NOT NULL,
	"recipient_count" integer DEFAULT 0 NOT NULL,
	"sender_admin_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "admin_message_history_recipient_type_chk" CHECK ("admin_message_history"."recipient_type" in ('all_users','selected')),
	CONSTRAINT "admin_message_history_count_chk" CHECK ("admin_message_history"."recipient_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "message_interactions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"message_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"interaction_type" text NOT NULL,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "message_interactions_type_chk" CHECK ("message_interactions"."interaction_type" in ('message_open','read_button_click','bell_click'))
);
--> statement-breakpoint
CREATE TABLE "user_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"message_type" text DEFAULT 'system' NOT NULL,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"is_read" boolean DEFAULT false NOT NULL,
	"read_at" timestamp with time zone,
	"history_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_messages_type_chk" CHECK ("user_messages"."message_type" in ('admin','rank_achievement','review_notification','helpful_vote_notification','author_new_article','system','contest_created'))
);
--> statement-breakpoint
CREATE TABLE "ads_analytics" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"banner_id" uuid NOT NULL,
	"event_type" text NOT NULL,
	"session_id" text,
	"page_url" text,
	"referrer" text,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ads_analytics_event_type_chk" CHECK ("ads_analytics"."event_type" in ('impression','click','dismiss'))
);
--> statement-breakpoint
CREATE TABLE "ads_banners" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"campaign_id" uuid NOT NULL,
	"placement_id" uuid NOT NULL,
	"image_url" text NOT NULL,
	"alt_text" text,
	"link_url" text,
	"click_target" text DEFAULT '_blank' NOT NULL,
	"priority" integer DEFAULT 0 NOT NULL,
	"weight" integer DEFAULT 1 NOT NULL,
	"start_date" timestamp with time zone DEFAULT now() NOT NULL,
	"end_date" timestamp with time zone,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ads_banners_click_target_chk" CHECK ("ads_banners"."click_target" in ('_blank','_self')),
	CONSTRAINT "ads_banners_priority_chk" CHECK ("ads_banners"."priority" between 0 and 100),
	CONSTRAINT "ads_banners_weight_chk" CHECK ("ads_banners"."weight" between 1 and 100),
	CONSTRAINT "ads_banners_dates_chk" CHECK ("ads_banners"."end_date" is null or "ads_banners"."end_date" >= "ads_banners"."start_date")
);
--> statement-breakpoint
CREATE TABLE "ads_campaigns" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"start_date" timestamp with time zone NOT NULL,
	"end_date" timestamp with time zone,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ads_campaigns_dates_chk" CHECK ("ads_campaigns"."end_date" is null or "ads_campaigns"."end_date" >= "ads_campaigns"."start_date"),
	CONSTRAINT "ads_campaigns_start_min_chk" CHECK ("ads_campaigns"."start_date" >= '1900-01-01'::timestamptz)
);
--> statement-breakpoint
CREATE TABLE "ads_placements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"placement_key" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"max_width" integer,
	"max_height" integer,
	"recommended_aspect_ratio" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ads_placements_placementKey_unique" UNIQUE("placement_key"),
	CONSTRAINT "ads_placements_size_chk" CHECK (("ads_placements"."max_width" is null or "ads_placements"."max_width" > 0) and ("ads_placements"."max_height" is null or "ads_placements"."max_height" > 0))
);
--> statement-breakpoint
CREATE TABLE "global_popup_interactions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"popup_id" uuid NOT NULL,
	"user_id" uuid,
	"ip_address" text,
	"user_agent" text,
	"interaction_type" text NOT NULL,
	"session_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "global_popup_interactions_type_chk" CHECK ("global_popup_interactions"."interaction_type" in ('view','close','like','share'))
);
--> statement-breakpoint
CREATE TABLE "global_popups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"message" text NOT NULL,
	"link_url" text,
	"link_text" text,
	"is_active" boolean DEFAULT false NOT NULL,
	"start_date" timestamp with time zone,
	"end_date" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "global_popups_dates_chk" CHECK ("global_popups"."start_date" is null or "global_popups"."end_date" is null or "global_popups"."end_date" >= "global_popups"."start_date")
);
--> statement-breakpoint
CREATE TABLE "popup_deletion_logs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"popup_id" uuid NOT NULL,
	"title" text NOT NULL,
	"message" text,
	"link_url" text,
	"link_text" text,
	"was_active" boolean DEFAULT false NOT NULL,
	"start_date" timestamp with time zone,
	"end_date" timestamp with time zone,
	"deleted_by" uuid,
	"deleted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"close_count" integer DEFAULT 0 NOT NULL,
	"like_count" integer DEFAULT 0 NOT NULL,
	"share_count" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contest_audit_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"contest_id" uuid,
	"action_type" text NOT NULL,
	"actor_username" text,
	"contest_data" jsonb,
	"participant_data" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contest_audit_log_action_chk" CHECK ("contest_audit_log"."action_type" in ('created','updated','approved','ended','cancelled','participant_added'))
);
--> statement-breakpoint
CREATE TABLE "contest_config" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"price_per_day" numeric(10, 2) DEFAULT 30 NOT NULL,
	"currency" text DEFAULT 'EUR' NOT NULL,
	"min_days" integer DEFAULT 1 NOT NULL,
	"max_days" integer DEFAULT 30 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contest_config_price_chk" CHECK ("contest_config"."price_per_day" >= 0),
	CONSTRAINT "contest_config_currency_chk" CHECK ("contest_config"."currency" in ('EUR','USD','CHF')),
	CONSTRAINT "contest_config_days_chk" CHECK ("contest_config"."min_days" >= 1 and "contest_config"."max_days" >= "contest_config"."min_days")
);
--> statement-breakpoint
CREATE TABLE "contest_participations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"contest_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"participated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"payment_status" text DEFAULT 'completed' NOT NULL,
	"referral_code" text,
	CONSTRAINT "contest_participations_payment_status_chk" CHECK ("contest_participations"."payment_status" in ('completed','pending','failed'))
);
--> statement-breakpoint
CREATE TABLE "contest_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"contest_id" uuid DEFAULT '00000000-0000-0000-0000-000000000000' NOT NULL,
	"amount" numeric(10, 2) NOT NULL,
	"total_amount" numeric(10, 2) NOT NULL,
	"duration_days" integer NOT NULL,
	"currency" text DEFAULT 'EUR' NOT NULL,
	"payment_status" text DEFAULT 'pending' NOT NULL,
	"payment_provider" text,
	"provider_reference" text,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contest_payments_status_chk" CHECK ("contest_payments"."payment_status" in ('completed','pending','failed')),
	CONSTRAINT "contest_payments_currency_chk" CHECK ("contest_payments"."currency" in ('EUR','USD','CHF')),
	CONSTRAINT "contest_payments_duration_chk" CHECK ("contest_payments"."duration_days" >= 1),
	CONSTRAINT "contest_payments_amount_chk" CHECK ("contest_payments"."amount" >= 0 and "contest_payments"."total_amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "contest_views" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"contest_id" uuid NOT NULL,
	"user_id" uuid,
	"viewed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"image_url" text,
	"prize_type" text DEFAULT 'individual' NOT NULL,
	"prize_value" numeric(10, 2) DEFAULT 0 NOT NULL,
	"currency" text DEFAULT 'EUR' NOT NULL,
	"prize_description" text,
	"individual_prize_description" text,
	"voucher_code" text,
	"voucher_quantity" integer,
	"max_participants" integer,
	"entry_fee" numeric(10, 2) DEFAULT 0 NOT NULL,
	"start_date" timestamp with time zone NOT NULL,
	"end_date" timestamp with time zone NOT NULL,
	"terms_and_conditions" text DEFAULT '' NOT NULL,
	"created_by" uuid,
	"view_count" integer DEFAULT 0 NOT NULL,
	"participant_count" integer DEFAULT 0 NOT NULL,
	"winner_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contests_status_chk" CHECK ("contests"."status" in ('draft','pending','active','ended','cancelled')),
	CONSTRAINT "contests_prize_type_chk" CHECK ("contests"."prize_type" in ('individual','voucher')),
	CONSTRAINT "contests_prize_value_chk" CHECK ("contests"."prize_value" between 0 and 100000),
	CONSTRAINT "contests_currency_chk" CHECK ("contests"."currency" in ('EUR','USD','CHF')),
	CONSTRAINT "contests_entry_fee_chk" CHECK ("contests"."entry_fee" >= 0),
	CONSTRAINT "contests_voucher_quantity_chk" CHECK ("contests"."voucher_quantity" is null or "contests"."voucher_quantity" between 1 and 1000),
	CONSTRAINT "contests_max_participants_chk" CHECK ("contests"."max_participants" is null or "contests"."max_participants" between 1 and 10000),
	CONSTRAINT "contests_dates_chk" CHECK ("contests"."end_date" > "contests"."start_date"),
	CONSTRAINT "contests_counts_chk" CHECK ("contests"."view_count" >= 0 and "contests"."participant_count" >= 0)
);
--> statement-breakpoint
ALTER TABLE "account" ADD CONSTRAINT "account_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session" ADD CONSTRAINT "session_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "login_logs" ADD CONSTRAINT "login_logs_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_id_user_id_fk" FOREIGN KEY ("id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_codes" ADD CONSTRAINT "referral_codes_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_signups" ADD CONSTRAINT "referral_signups_referrer_user_id_user_id_fk" FOREIGN KEY ("referrer_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_signups" ADD CONSTRAINT "referral_signups_referred_user_id_user_id_fk" FOREIGN KEY ("referred_user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_activities" ADD CONSTRAINT "user_activities_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_roles" ADD CONSTRAINT "user_roles_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "malicious_file_attempts" ADD CONSTRAINT "malicious_file_attempts_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rate_limits" ADD CONSTRAINT "rate_limits_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "security_audit_log" ADD CONSTRAINT "security_audit_log_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_translations" ADD CONSTRAINT "provider_translations_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "providers" ADD CONSTRAINT "providers_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_helpful_votes" ADD CONSTRAINT "review_helpful_votes_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_helpful_votes" ADD CONSTRAINT "review_helpful_votes_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "author_follows" ADD CONSTRAINT "author_follows_follower_id_user_id_fk" FOREIGN KEY ("follower_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "author_follows" ADD CONSTRAINT "author_follows_author_id_user_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorites" ADD CONSTRAINT "favorites_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorites" ADD CONSTRAINT "favorites_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "image_copyright_confirmations" ADD CONSTRAINT "image_copyright_confirmations_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_views" ADD CONSTRAINT "profile_views_profile_user_id_user_id_fk" FOREIGN KEY ("profile_user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_views" ADD CONSTRAINT "profile_views_viewer_user_id_user_id_fk" FOREIGN KEY ("viewer_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog_article_categories" ADD CONSTRAINT "blog_article_categories_article_id_blog_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."blog_articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog_article_categories" ADD CONSTRAINT "blog_article_categories_category_id_blog_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."blog_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog_article_links" ADD CONSTRAINT "blog_article_links_article_id_blog_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."blog_articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog_article_links" ADD CONSTRAINT "blog_article_links_updated_by_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog_article_tags" ADD CONSTRAINT "blog_article_tags_article_id_blog_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."blog_articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog_article_tags" ADD CONSTRAINT "blog_article_tags_tag_id_blog_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."blog_tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog_article_views" ADD CONSTRAINT "blog_article_views_article_id_blog_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."blog_articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog_articles" ADD CONSTRAINT "blog_articles_author_id_user_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_stats" ADD CONSTRAINT "coupon_stats_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchants" ADD CONSTRAINT "merchants_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "homepage_seo" ADD CONSTRAINT "homepage_seo_updated_by_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_settings" ADD CONSTRAINT "site_settings_updated_by_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_link_analytics" ADD CONSTRAINT "custom_link_analytics_profile_id_user_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_link_analytics" ADD CONSTRAINT "custom_link_analytics_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_analytics" ADD CONSTRAINT "provider_analytics_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_analytics" ADD CONSTRAINT "provider_analytics_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admin_message_history" ADD CONSTRAINT "admin_message_history_sender_admin_id_user_id_fk" FOREIGN KEY ("sender_admin_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_interactions" ADD CONSTRAINT "message_interactions_message_id_user_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."user_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_interactions" ADD CONSTRAINT "message_interactions_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_messages" ADD CONSTRAINT "user_messages_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_messages" ADD CONSTRAINT "user_messages_history_id_admin_message_history_id_fk" FOREIGN KEY ("history_id") REFERENCES "public"."admin_message_history"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ads_analytics" ADD CONSTRAINT "ads_analytics_banner_id_ads_banners_id_fk" FOREIGN KEY ("banner_id") REFERENCES "public"."ads_banners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ads_banners" ADD CONSTRAINT "ads_banners_campaign_id_ads_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."ads_campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ads_banners" ADD CONSTRAINT "ads_banners_placement_id_ads_placements_id_fk" FOREIGN KEY ("placement_id") REFERENCES "public"."ads_placements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ads_banners" ADD CONSTRAINT "ads_banners_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ads_campaigns" ADD CONSTRAINT "ads_campaigns_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "global_popup_interactions" ADD CONSTRAINT "global_popup_interactions_popup_id_global_popups_id_fk" FOREIGN KEY ("popup_id") REFERENCES "public"."global_popups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "global_popup_interactions" ADD CONSTRAINT "global_popup_interactions_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "global_popups" ADD CONSTRAINT "global_popups_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "popup_deletion_logs" ADD CONSTRAINT "popup_deletion_logs_deleted_by_user_id_fk" FOREIGN KEY ("deleted_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contest_audit_log" ADD CONSTRAINT "contest_audit_log_contest_id_contests_id_fk" FOREIGN KEY ("contest_id") REFERENCES "public"."contests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contest_config" ADD CONSTRAINT "contest_config_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contest_participations" ADD CONSTRAINT "contest_participations_contest_id_contests_id_fk" FOREIGN KEY ("contest_id") REFERENCES "public"."contests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contest_participations" ADD CONSTRAINT "contest_participations_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contest_payments" ADD CONSTRAINT "contest_payments_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contest_views" ADD CONSTRAINT "contest_views_contest_id_contests_id_fk" FOREIGN KEY ("contest_id") REFERENCES "public"."contests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contest_views" ADD CONSTRAINT "contest_views_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contests" ADD CONSTRAINT "contests_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contests" ADD CONSTRAINT "contests_winner_id_user_id_fk" FOREIGN KEY ("winner_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_user_id_idx" ON "account" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "session_user_id_idx" ON "session" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "verification_identifier_idx" ON "verification" USING btree ("identifier");--> statement-breakpoint
CREATE INDEX "login_logs_user_created_idx" ON "login_logs" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "profiles_username_lower_uidx" ON "profiles" USING btree (lower("username"));--> statement-breakpoint
CREATE INDEX "referral_codes_user_idx" ON "referral_codes" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "referral_signups_created_idx" ON "referral_signups" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "referral_signups_share_idx" ON "referral_signups" USING btree ("share_id");--> statement-breakpoint
CREATE INDEX "malicious_file_attempts_created_idx" ON "malicious_file_attempts" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "rate_limits_action_key_uidx" ON "rate_limits" USING btree ("action_type","key");--> statement-breakpoint
CREATE INDEX "security_audit_log_created_idx" ON "security_audit_log" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "security_audit_log_type_idx" ON "security_audit_log" USING btree ("event_type");--> statement-breakpoint
CREATE UNIQUE INDEX "provider_translations_provider_language_uidx" ON "provider_translations" USING btree ("provider_id","language");--> statement-breakpoint
CREATE INDEX "providers_approved_created_idx" ON "providers" USING btree ("created_at" DESC NULLS LAST) WHERE "providers"."status" = 'approved';--> statement-breakpoint
CREATE INDEX "providers_category_status_idx" ON "providers" USING btree ("category","status");--> statement-breakpoint
CREATE INDEX "providers_categories_gin_idx" ON "providers" USING gin ("categories");--> statement-breakpoint
CREATE INDEX "providers_city_idx" ON "providers" USING btree ("city");--> statement-breakpoint
CREATE INDEX "providers_country_idx" ON "providers" USING btree ("country_code");--> statement-breakpoint
CREATE INDEX "providers_user_idx" ON "providers" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "providers_status_created_idx" ON "providers" USING btree ("status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "review_helpful_votes_review_user_uidx" ON "review_helpful_votes" USING btree ("review_id","user_id");--> statement-breakpoint
CREATE INDEX "review_helpful_votes_user_idx" ON "review_helpful_votes" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "reviews_provider_status_created_idx" ON "reviews" USING btree ("provider_id","status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "reviews_user_idx" ON "reviews" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "reviews_created_idx" ON "reviews" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "reviews_status_created_idx" ON "reviews" USING btree ("status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "author_follows_follower_author_uidx" ON "author_follows" USING btree ("follower_id","author_id");--> statement-breakpoint
CREATE INDEX "author_follows_author_idx" ON "author_follows" USING btree ("author_id");--> statement-breakpoint
CREATE UNIQUE INDEX "favorites_user_provider_uidx" ON "favorites" USING btree ("user_id","provider_id");--> statement-breakpoint
CREATE INDEX "favorites_provider_idx" ON "favorites" USING btree ("provider_id");--> statement-breakpoint
CREATE INDEX "image_copyright_confirmations_user_idx" ON "image_copyright_confirmations" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "profile_views_profile_created_idx" ON "profile_views" USING btree ("profile_user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "blog_article_categories_category_idx" ON "blog_article_categories" USING btree ("category_id");--> statement-breakpoint
CREATE UNIQUE INDEX "blog_article_links_article_url_uidx" ON "blog_article_links" USING btree ("article_id","link_url");--> statement-breakpoint
CREATE INDEX "blog_article_tags_tag_idx" ON "blog_article_tags" USING btree ("tag_id");--> statement-breakpoint
CREATE UNIQUE INDEX "blog_article_views_article_visitor_day_uidx" ON "blog_article_views" USING btree ("article_id","visitor_key","view_date");--> statement-breakpoint
CREATE INDEX "blog_article_views_date_idx" ON "blog_article_views" USING btree ("view_date");--> statement-breakpoint
CREATE UNIQUE INDEX "blog_articles_author_slug_uidx" ON "blog_articles" USING btree ("author_id","slug");--> statement-breakpoint
CREATE INDEX "blog_articles_slug_idx" ON "blog_articles" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "blog_articles_published_idx" ON "blog_articles" USING btree ("publish_date" DESC NULLS LAST) WHERE "blog_articles"."status" = 'published';--> statement-breakpoint
CREATE INDEX "blog_articles_admin_featured_idx" ON "blog_articles" USING btree ("publish_date" DESC NULLS LAST) WHERE "blog_articles"."status" = 'published' and "blog_articles"."featured_by_admin";--> statement-breakpoint
CREATE INDEX "blog_articles_author_status_idx" ON "blog_articles" USING btree ("author_id","status","publish_date" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "blog_articles_created_idx" ON "blog_articles" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "blog_categories_active_sort_idx" ON "blog_categories" USING btree ("is_active","sort_order");--> statement-breakpoint
CREATE UNIQUE INDEX "coupons_merchant_code_uidx" ON "coupons" USING btree ("merchant_id","code_normalized");--> statement-breakpoint
CREATE INDEX "coupons_merchant_status_weight_idx" ON "coupons" USING btree ("merchant_id","status","display_weight" DESC NULLS LAST,"created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "coupons_status_created_idx" ON "coupons" USING btree ("status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "merchants_status_name_idx" ON "merchants" USING btree ("status","name");--> statement-breakpoint
CREATE INDEX "merchants_created_idx" ON "merchants" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "countries_active_sort_idx" ON "countries" USING btree ("is_active","sort_order");--> statement-breakpoint
CREATE INDEX "homepage_seo_created_idx" ON "homepage_seo" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "analytics_page_views_created_idx" ON "analytics_page_views" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "analytics_page_views_path_idx" ON "analytics_page_views" USING btree ("page_path");--> statement-breakpoint
CREATE INDEX "custom_link_analytics_profile_created_idx" ON "custom_link_analytics" USING btree ("profile_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "provider_analytics_provider_created_idx" ON "provider_analytics" USING btree ("provider_id","created_at");--> statement-breakpoint
CREATE INDEX "provider_analytics_created_idx" ON "provider_analytics" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "admin_message_history_sender_created_idx" ON "admin_message_history" USING btree ("sender_admin_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "admin_message_history_created_idx" ON "admin_message_history" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "message_interactions_message_idx" ON "message_interactions" USING btree ("message_id");--> statement-breakpoint
CREATE INDEX "message_interactions_user_created_idx" ON "message_interactions" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "user_messages_user_created_idx" ON "user_messages" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "user_messages_user_unread_idx" ON "user_messages" USING btree ("user_id") WHERE not "user_messages"."is_read";--> statement-breakpoint
CREATE INDEX "user_messages_type_created_idx" ON "user_messages" USING btree ("message_type","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "user_messages_history_idx" ON "user_messages" USING btree ("history_id");--> statement-breakpoint
CREATE INDEX "ads_analytics_banner_created_idx" ON "ads_analytics" USING btree ("banner_id","created_at");--> statement-breakpoint
CREATE INDEX "ads_analytics_created_idx" ON "ads_analytics" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "ads_banners_placement_active_idx" ON "ads_banners" USING btree ("placement_id","is_active");--> statement-breakpoint
CREATE INDEX "ads_banners_campaign_idx" ON "ads_banners" USING btree ("campaign_id");--> statement-breakpoint
CREATE INDEX "ads_banners_priority_idx" ON "ads_banners" USING btree ("priority" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "ads_campaigns_created_idx" ON "ads_campaigns" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "global_popup_interactions_popup_type_idx" ON "global_popup_interactions" USING btree ("popup_id","interaction_type");--> statement-breakpoint
CREATE INDEX "global_popups_active_idx" ON "global_popups" USING btree ("is_active","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "popup_deletion_logs_deleted_idx" ON "popup_deletion_logs" USING btree ("deleted_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "contest_audit_log_contest_created_idx" ON "contest_audit_log" USING btree ("contest_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "contest_audit_log_created_idx" ON "contest_audit_log" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "contest_config_active_updated_idx" ON "contest_config" USING btree ("is_active","updated_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "contest_participations_contest_user_uidx" ON "contest_participations" USING btree ("contest_id","user_id");--> statement-breakpoint
CREATE INDEX "contest_participations_user_idx" ON "contest_participations" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "contest_participations_contest_time_idx" ON "contest_participations" USING btree ("contest_id","participated_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "contest_payments_user_status_paid_idx" ON "contest_payments" USING btree ("user_id","payment_status","paid_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "contest_views_contest_idx" ON "contest_views" USING btree ("contest_id");--> statement-breakpoint
CREATE INDEX "contests_status_end_idx" ON "contests" USING btree ("status","end_date");--> statement-breakpoint
CREATE INDEX "contests_created_by_idx" ON "contests" USING btree ("created_by");--> statement-breakpoint
CREATE INDEX "contests_created_idx" ON "contests" USING btree ("created_at" DESC NULLS LAST);