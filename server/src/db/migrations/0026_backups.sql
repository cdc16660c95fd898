CREATE TABLE "respaldos_config" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"hora" smallint DEFAULT 3 NOT NULL,
	"carpeta" text,
	"conservar" integer DEFAULT 14 NOT NULL,
	"ultimo_automatico" date,
	"ultimo_error" text,
	"ultimo_error_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "respaldos_config_unica" CHECK ("respaldos_config"."id" = 1),
	CONSTRAINT "respaldos_config_hora" CHECK ("respaldos_config"."hora" between 0 and 23),
	CONSTRAINT "respaldos_config_conservar" CHECK ("respaldos_config"."conservar" between 1 and 365)
);
--> statement-breakpoint
INSERT INTO "respaldos_config" ("id") VALUES (1) ON CONFLICT DO NOTHING;
