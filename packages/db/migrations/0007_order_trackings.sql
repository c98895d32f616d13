CREATE TABLE "order_trackings" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"tracking" jsonb NOT NULL,
	"checked_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_trackings" ADD CONSTRAINT "order_trackings_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;