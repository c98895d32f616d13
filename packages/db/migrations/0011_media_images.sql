CREATE TABLE "media_images" (
	"key" text PRIMARY KEY NOT NULL,
	"source_path" text NOT NULL,
	"vector" boolean NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"placeholder" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
