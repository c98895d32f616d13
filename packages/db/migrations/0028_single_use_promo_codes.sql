ALTER TABLE "promo_codes" ADD COLUMN "parent_id" integer;--> statement-breakpoint
ALTER TABLE "promo_codes" ADD CONSTRAINT "promo_codes_parent_id_promo_codes_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."promo_codes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "promo_codes_parent_idx" ON "promo_codes" USING btree ("parent_id");