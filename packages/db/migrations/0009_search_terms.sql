CREATE TABLE "search_terms" (
	"term" text PRIMARY KEY NOT NULL,
	"products" integer NOT NULL,
	"names" integer NOT NULL
);
--> statement-breakpoint
INSERT INTO "search_terms" ("term", "products", "names")
SELECT array_to_tsvector(array[s.word])::text, s.ndoc, coalesce(n.ndoc, 0)
FROM ts_stat('select search_vector from products where is_active') s
LEFT JOIN ts_stat('select name_vector from products where is_active') n ON n.word = s.word
WHERE s.word ~ '^[[:alpha:]]+$';
