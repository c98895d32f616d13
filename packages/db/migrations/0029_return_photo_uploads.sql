CREATE TABLE "return_photo_uploads" (
	"order_id" integer NOT NULL,
	"media_key" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "return_photo_uploads_order_id_media_key_pk" PRIMARY KEY("order_id","media_key")
);
--> statement-breakpoint
ALTER TABLE "return_photo_uploads" ADD CONSTRAINT "return_photo_uploads_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_photo_uploads" ADD CONSTRAINT "return_photo_uploads_media_key_media_images_key_fk" FOREIGN KEY ("media_key") REFERENCES "public"."media_images"("key") ON DELETE no action ON UPDATE no action;