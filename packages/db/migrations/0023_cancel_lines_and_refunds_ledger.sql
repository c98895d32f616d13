DROP INDEX "order_refunds_order_id_index";--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "cancelled_qty" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_refunds" ADD COLUMN "channel" text;--> statement-breakpoint
ALTER TABLE "order_refunds" ADD COLUMN "transfer_ref" text;--> statement-breakpoint
ALTER TABLE "order_refunds" ADD COLUMN "paid_by_staff_id" integer;--> statement-breakpoint
ALTER TABLE "order_refunds" ADD COLUMN "units" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "order_refunds" ADD CONSTRAINT "order_refunds_paid_by_staff_id_staff_id_fk" FOREIGN KEY ("paid_by_staff_id") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_refunds_created_idx" ON "order_refunds" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "order_refunds_order_id_index" ON "order_refunds" USING btree ("order_id");--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_cancelled_qty" CHECK ("order_lines"."cancelled_qty" between 0 and "order_lines"."qty");--> statement-breakpoint
ALTER TABLE "order_refunds" ADD CONSTRAINT "order_refunds_paid" CHECK ("order_refunds"."transfer_ref" is null or "order_refunds"."settled_at" is not null);