CREATE TABLE "sandbox_virtual_accounts" (
	"va_number" text PRIMARY KEY NOT NULL,
	"bill_no" text NOT NULL,
	"channel_uid" text NOT NULL,
	"fields" jsonb NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL
);
