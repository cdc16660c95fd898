CREATE TABLE "trabajos" (
	"nombre" text PRIMARY KEY NOT NULL,
	"descripcion" text NOT NULL,
	"intervalo_segundos" integer NOT NULL,
	"ultima_ejecucion" timestamp with time zone,
	"en_curso_desde" timestamp with time zone,
	"ultimo_exito" timestamp with time zone,
	"ultimo_resultado" text,
	"ultimo_error" text,
	"ultimo_error_at" timestamp with time zone,
	"proxima_ejecucion" timestamp with time zone,
	"proceso" text,
	CONSTRAINT "trabajos_intervalo" CHECK ("trabajos"."intervalo_segundos" > 0)
);
