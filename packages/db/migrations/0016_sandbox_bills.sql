CREATE TABLE "sandbox_bills" (
	"bill_no" text PRIMARY KEY NOT NULL,
	"outcome" jsonb NOT NULL,
	"settled_at" timestamp with time zone DEFAULT now() NOT NULL
);
