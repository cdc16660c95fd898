ALTER TABLE "clientes" ADD COLUMN "extranjero_no_residente" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "clientes" ADD COLUMN "soporte_migratorio" varchar(60);--> statement-breakpoint
ALTER TABLE "clientes" ADD CONSTRAINT "clientes_no_residente_soporte_check" CHECK (not "clientes"."extranjero_no_residente" or "clientes"."soporte_migratorio" is not null);