ALTER TABLE "categories" ADD COLUMN "name_bahasa" text;--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "cover_text_bahasa" text;--> statement-breakpoint
ALTER TABLE "category_subs" ADD COLUMN "name_bahasa" text;--> statement-breakpoint
ALTER TABLE "category_subs" ADD COLUMN "cover_text_bahasa" text;--> statement-breakpoint
ALTER TABLE "product_sizes" ADD COLUMN "size_name_bahasa" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "product_name_bahasa" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "short_description_bahasa" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "detailed_description_bahasa" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "colour_bahasa" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_vector_bahasa" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', coalesce(product_name_bahasa, '')), 'A') || setweight(to_tsvector('english', coalesce(colour_bahasa, '')), 'B') || setweight(to_tsvector('english', coalesce(short_description_bahasa, '')), 'C') || setweight(to_tsvector('english', coalesce(detailed_description_bahasa, '')), 'D')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "name_vector_bahasa" "tsvector" GENERATED ALWAYS AS (to_tsvector('english', coalesce(product_name_bahasa, ''))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "category_landings" ADD COLUMN "content_bahasa" jsonb;--> statement-breakpoint
ALTER TABLE "home_sections" ADD COLUMN "title_lines_bahasa" jsonb;--> statement-breakpoint
ALTER TABLE "home_sections" ADD COLUMN "subtitle_bahasa" text;--> statement-breakpoint
ALTER TABLE "home_sections" ADD COLUMN "button_text_bahasa" text;--> statement-breakpoint
ALTER TABLE "image_sliders" ADD COLUMN "title_bahasa" text;--> statement-breakpoint
CREATE INDEX "products_search_bahasa_idx" ON "products" USING gin ("search_vector_bahasa");--> statement-breakpoint
CREATE INDEX "products_name_search_bahasa_idx" ON "products" USING gin ("name_vector_bahasa");