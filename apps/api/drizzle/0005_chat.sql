CREATE TABLE "chat_messages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "chat_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" integer NOT NULL,
	"session_id" integer NOT NULL,
	"seq" integer NOT NULL,
	"client_id" uuid NOT NULL,
	"message_from" text NOT NULL,
	"author_id" integer,
	"message_type" text DEFAULT 'text' NOT NULL,
	"event_type" text,
	"body" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_messages_body_chk" CHECK (char_length("chat_messages"."body") <= 2000)
);
--> statement-breakpoint
CREATE TABLE "chat_presence" (
	"instance_id" text NOT NULL,
	"tenant_id" integer NOT NULL,
	"connections" integer DEFAULT 0 NOT NULL,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_presence_instance_id_tenant_id_pk" PRIMARY KEY("instance_id","tenant_id")
);
--> statement-breakpoint
CREATE TABLE "chat_reads" (
	"session_id" integer NOT NULL,
	"side" text NOT NULL,
	"tenant_id" integer NOT NULL,
	"last_read_seq" integer DEFAULT 0 NOT NULL,
	"read_count" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_reads_session_id_side_pk" PRIMARY KEY("session_id","side")
);
--> statement-breakpoint
CREATE TABLE "chat_sessions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "chat_sessions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" integer NOT NULL,
	"room_name" text NOT NULL,
	"user_id" integer,
	"guest_email" text,
	"guest_secret_hash" text,
	"status" text DEFAULT 'new' NOT NULL,
	"next_seq" integer DEFAULT 1 NOT NULL,
	"user_message_count" integer DEFAULT 0 NOT NULL,
	"helpdesk_message_count" integer DEFAULT 0 NOT NULL,
	"last_message" text,
	"last_message_at" timestamp with time zone,
	"last_helpdesk_message_at" timestamp with time zone,
	"last_helpdesk_author_id" integer,
	"last_activity_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	CONSTRAINT "chat_sessions_owner_chk" CHECK ("chat_sessions"."user_id" is not null or ("chat_sessions"."guest_email" is not null and "chat_sessions"."guest_secret_hash" is not null))
);
--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "time_zone" text DEFAULT 'America/New_York' NOT NULL;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_session_id_chat_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."chat_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_presence" ADD CONSTRAINT "chat_presence_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_reads" ADD CONSTRAINT "chat_reads_session_id_chat_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."chat_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_reads" ADD CONSTRAINT "chat_reads_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_sessions" ADD CONSTRAINT "chat_sessions_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_sessions" ADD CONSTRAINT "chat_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_sessions" ADD CONSTRAINT "chat_sessions_last_helpdesk_author_id_users_id_fk" FOREIGN KEY ("last_helpdesk_author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "chat_messages_seq_uq" ON "chat_messages" USING btree ("session_id","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "chat_messages_client_uq" ON "chat_messages" USING btree ("session_id","client_id");--> statement-breakpoint
CREATE INDEX "chat_messages_side_idx" ON "chat_messages" USING btree ("session_id","message_from","seq");--> statement-breakpoint
CREATE INDEX "chat_presence_tenant_idx" ON "chat_presence" USING btree ("tenant_id","seen_at");--> statement-breakpoint
CREATE UNIQUE INDEX "chat_sessions_room_uq" ON "chat_sessions" USING btree ("tenant_id","room_name");--> statement-breakpoint
CREATE INDEX "chat_sessions_user_idx" ON "chat_sessions" USING btree ("tenant_id","user_id","last_activity_at");--> statement-breakpoint
CREATE INDEX "chat_sessions_queue_idx" ON "chat_sessions" USING btree ("tenant_id","status","last_activity_at");