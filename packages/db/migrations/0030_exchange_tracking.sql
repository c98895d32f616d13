ALTER TABLE "order_returns" ADD COLUMN "exchange_booked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "order_returns" ADD COLUMN "exchange_tracking" jsonb;--> statement-breakpoint
ALTER TABLE "order_returns" ADD COLUMN "exchange_tracked_at" timestamp with time zone;