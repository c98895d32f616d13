-- Hand-written (decision 090): every product already in the store stays as the shop shows it,
-- an archived one stays archived, and is_active becomes the shop's view of the status.
UPDATE "products" SET "status" = CASE WHEN "is_active" THEN 'PUBLISHED' ELSE 'ARCHIVED' END;--> statement-breakpoint
ALTER TABLE "products" DROP COLUMN "is_active";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "is_active" boolean GENERATED ALWAYS AS (status = 'PUBLISHED') STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "products_newest_idx" ON "products" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE is_active;--> statement-breakpoint
CREATE INDEX "products_price_idx" ON "products" USING btree ("final_price","id") WHERE is_active;--> statement-breakpoint
CREATE INDEX "products_category_newest_idx" ON "products" USING btree ("category_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE is_active;--> statement-breakpoint
CREATE INDEX "products_category_price_idx" ON "products" USING btree ("category_id","final_price","id") WHERE is_active;--> statement-breakpoint
CREATE INDEX "products_sub_newest_idx" ON "products" USING btree ("category_sub_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE is_active;--> statement-breakpoint
CREATE INDEX "products_sub_price_idx" ON "products" USING btree ("category_sub_id","final_price","id") WHERE is_active;--> statement-breakpoint
CREATE INDEX "products_group_newest_idx" ON "products" USING btree ("group_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE is_active;--> statement-breakpoint
CREATE INDEX "products_group_price_idx" ON "products" USING btree ("group_id","final_price","id") WHERE is_active;--> statement-breakpoint
CREATE INDEX "products_sale_newest_idx" ON "products" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE is_active and final_price < retail_price;--> statement-breakpoint
CREATE INDEX "products_sale_price_idx" ON "products" USING btree ("final_price","id") WHERE is_active and final_price < retail_price;
