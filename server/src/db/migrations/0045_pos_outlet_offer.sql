CREATE TABLE "puntos_venta_productos" (
	"punto_venta_id" integer NOT NULL,
	"producto_id" integer NOT NULL,
	CONSTRAINT "puntos_venta_productos_punto_venta_id_producto_id_pk" PRIMARY KEY("punto_venta_id","producto_id")
);
--> statement-breakpoint
ALTER TABLE "puntos_venta" ADD COLUMN "categorias" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "puntos_venta" ADD COLUMN "descuento_libre" numeric(5, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "puntos_venta_productos" ADD CONSTRAINT "puntos_venta_productos_punto_venta_id_puntos_venta_id_fk" FOREIGN KEY ("punto_venta_id") REFERENCES "public"."puntos_venta"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "puntos_venta_productos" ADD CONSTRAINT "puntos_venta_productos_producto_id_productos_id_fk" FOREIGN KEY ("producto_id") REFERENCES "public"."productos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "puntos_venta_productos_producto_idx" ON "puntos_venta_productos" USING btree ("producto_id");--> statement-breakpoint
ALTER TABLE "puntos_venta" ADD CONSTRAINT "puntos_venta_descuento_libre_check" CHECK ("puntos_venta"."descuento_libre" between 0 and 100);