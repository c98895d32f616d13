ALTER TABLE "products" ADD COLUMN "status" text DEFAULT 'DRAFT' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "publish_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "products_publish_due_idx" ON "products" USING btree ("publish_at") WHERE status = 'DRAFT' and publish_at is not null;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_status_check" CHECK (status in ('DRAFT', 'PUBLISHED', 'ARCHIVED'));