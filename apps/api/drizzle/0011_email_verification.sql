-- The failed-login counter becomes the counter of every auth limit (auth-throttle.service.ts);
-- the rows it holds are failed logins and stay counted as such.
ALTER TABLE "login_failures" RENAME TO "auth_attempts";--> statement-breakpoint
ALTER TABLE "auth_attempts" RENAME CONSTRAINT "login_failures_pkey" TO "auth_attempts_pkey";--> statement-breakpoint
ALTER SEQUENCE "login_failures_id_seq" RENAME TO "auth_attempts_id_seq";--> statement-breakpoint
ALTER TABLE "auth_attempts" ADD COLUMN "kind" text DEFAULT 'login' NOT NULL;--> statement-breakpoint
ALTER TABLE "auth_attempts" ALTER COLUMN "kind" DROP DEFAULT;--> statement-breakpoint
DROP INDEX "login_failures_account_idx";--> statement-breakpoint
DROP INDEX "login_failures_ip_idx";--> statement-breakpoint
ALTER INDEX "login_failures_created_at_idx" RENAME TO "auth_attempts_created_at_idx";--> statement-breakpoint
CREATE INDEX "auth_attempts_account_idx" ON "auth_attempts" USING btree ("kind","account_key","created_at");--> statement-breakpoint
CREATE INDEX "auth_attempts_ip_idx" ON "auth_attempts" USING btree ("kind","ip","created_at");--> statement-breakpoint
-- Every account that exists now starts unverified: none of them has proven its address yet.
ALTER TABLE "users" ADD COLUMN "email_verified_at" timestamp with time zone;--> statement-breakpoint
CREATE TABLE "email_verifications" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"email" text NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "email_verifications" ADD CONSTRAINT "email_verifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "email_verifications_token_hash_key" ON "email_verifications" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "email_verifications_user_id_idx" ON "email_verifications" USING btree ("user_id");
