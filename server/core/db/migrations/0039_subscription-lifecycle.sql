ALTER TABLE "subscription_plans" ADD COLUMN "audience" text DEFAULT 'trainer' NOT NULL;--> statement-breakpoint
ALTER TABLE "user_subscriptions" ADD COLUMN "dunning_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "user_subscriptions" ADD COLUMN "next_retry_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "user_subscriptions" ADD COLUMN "renewal_claim" text;--> statement-breakpoint
ALTER TABLE "user_subscriptions" ADD COLUMN "renewal_claimed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "user_subscriptions" ADD COLUMN "features_granted" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "user_subscriptions" ADD COLUMN "ended_reason" text;--> statement-breakpoint
ALTER TABLE "subscription_plans" ADD CONSTRAINT "subscription_plans_audience_check" CHECK ("subscription_plans"."audience" in ('trainer', 'hr', 'student'));