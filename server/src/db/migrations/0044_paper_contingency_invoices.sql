CREATE TABLE "facturas_talonario" (
	"id" serial PRIMARY KEY NOT NULL,
	"hotel_id" integer NOT NULL,
	"resolucion_id" integer NOT NULL,
	"prefijo" varchar(10) NOT NULL,
	"numero" integer NOT NULL,
	"emitida_at" timestamp with time zone NOT NULL,
	"restablecido_at" timestamp with time zone NOT NULL,
	"cliente_id" integer,
	"forma" varchar(8) NOT NULL,
	"vencimiento" date,
	"medio_dian" varchar(4),
	"lineas" jsonb NOT NULL,
	"base" numeric(14, 2) NOT NULL,
	"total_impuestos" numeric(14, 2) NOT NULL,
	"total" numeric(14, 2) NOT NULL,
	"observaciones" text,
	"usuario_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "facturas_talonario_numero_key" UNIQUE("resolucion_id","numero"),
	CONSTRAINT "facturas_talonario_fechas_check" CHECK ("facturas_talonario"."emitida_at" <= "facturas_talonario"."restablecido_at"),
	CONSTRAINT "facturas_talonario_forma_check" CHECK (("facturas_talonario"."forma" = 'contado' and "facturas_talonario"."vencimiento" is null) or ("facturas_talonario"."forma" = 'credito' and "facturas_talonario"."vencimiento" is not null)),
	CONSTRAINT "facturas_talonario_total_check" CHECK ("facturas_talonario"."base" >= 0 and "facturas_talonario"."total" = "facturas_talonario"."base" + "facturas_talonario"."total_impuestos" and jsonb_array_length("facturas_talonario"."lineas") > 0)
);
--> statement-breakpoint
ALTER TABLE "documentos_electronicos" DROP CONSTRAINT "documentos_electronicos_clase";--> statement-breakpoint
ALTER TABLE "facturas_talonario" ADD CONSTRAINT "facturas_talonario_hotel_id_hoteles_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hoteles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "facturas_talonario" ADD CONSTRAINT "facturas_talonario_resolucion_id_resoluciones_facturacion_id_fk" FOREIGN KEY ("resolucion_id") REFERENCES "public"."resoluciones_facturacion"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "facturas_talonario" ADD CONSTRAINT "facturas_talonario_cliente_id_clientes_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."clientes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "facturas_talonario" ADD CONSTRAINT "facturas_talonario_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "facturas_talonario_hotel_idx" ON "facturas_talonario" USING btree ("hotel_id","emitida_at");--> statement-breakpoint
ALTER TABLE "documentos_electronicos" ADD CONSTRAINT "documentos_electronicos_clase" CHECK ("documentos_electronicos"."clase" in ('factura', 'nota_credito', 'nota_debito', 'tiquete_pos', 'nota_ajuste_pos', 'factura_talonario'));