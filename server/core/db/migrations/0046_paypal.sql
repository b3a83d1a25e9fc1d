ALTER TABLE "orders" ADD COLUMN "payment_method_type" text DEFAULT 'card' NOT NULL;--> statement-breakpoint
ALTER TABLE "sandbox_payment_intents" ADD COLUMN "payment_method_type" text DEFAULT 'card' NOT NULL;--> statement-breakpoint
ALTER TABLE "sandbox_payment_intents" ADD COLUMN "setup_future_usage" text;--> statement-breakpoint
ALTER TABLE "sandbox_payment_methods" ADD COLUMN "payer_email" text;--> statement-breakpoint
ALTER TABLE "saved_payment_methods" ADD COLUMN "payer_email" text;