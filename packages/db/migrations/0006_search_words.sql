CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "name_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('english', coalesce(product_name, ''))) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "search_words_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_name_search_idx" ON "products" USING gin ("name_vector");--> statement-breakpoint
INSERT INTO "search_words" ("word")
SELECT DISTINCT lower(w) FROM "products" p, regexp_split_to_table(p.product_name, '[^[:alpha:]]+') w
WHERE p.is_active AND length(w) >= 3
ON CONFLICT DO NOTHING;
