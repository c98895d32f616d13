DROP INDEX "products_newest_idx";--> statement-breakpoint
DROP INDEX "products_category_newest_idx";--> statement-breakpoint
DROP INDEX "products_sub_newest_idx";--> statement-breakpoint
DROP INDEX "products_group_newest_idx";--> statement-breakpoint
DROP INDEX "products_sale_newest_idx";--> statement-breakpoint
CREATE INDEX "products_code_trgm_idx" ON "products" USING gin (product_code gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_newest_idx" ON "products" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE is_active;--> statement-breakpoint
CREATE INDEX "products_category_newest_idx" ON "products" USING btree ("category_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE is_active;--> statement-breakpoint
CREATE INDEX "products_sub_newest_idx" ON "products" USING btree ("category_sub_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE is_active;--> statement-breakpoint
CREATE INDEX "products_group_newest_idx" ON "products" USING btree ("group_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE is_active;--> statement-breakpoint
CREATE INDEX "products_sale_newest_idx" ON "products" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE is_active and final_price < retail_price;