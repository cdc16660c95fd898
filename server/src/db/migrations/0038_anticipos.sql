ALTER TABLE "cuenta_movimientos" DROP CONSTRAINT "cuenta_movimientos_pago_caja_check";--> statement-breakpoint
ALTER TABLE "saldo_favor_movimientos" DROP CONSTRAINT "saldo_favor_movimientos_tipo_check";--> statement-breakpoint
ALTER TABLE "abonos" DROP CONSTRAINT "abonos_monto_check";--> statement-breakpoint
ALTER TABLE "abonos" DROP CONSTRAINT "abonos_anulado_check";--> statement-breakpoint
ALTER TABLE "abonos" ALTER COLUMN "caja_movimiento_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "abonos" ALTER COLUMN "pago_movimiento_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "saldo_favor_movimientos" ADD COLUMN "abono_id" integer;--> statement-breakpoint
ALTER TABLE "saldo_favor_movimientos" ADD COLUMN "factura_id" integer;--> statement-breakpoint
ALTER TABLE "saldo_favor_movimientos" ADD COLUMN "cuenta_movimiento_id" bigint;--> statement-breakpoint
ALTER TABLE "abonos" ADD COLUMN "anticipo" numeric(14, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "abonos" ADD COLUMN "saldo_favor" numeric(14, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "saldo_favor_movimientos" ADD CONSTRAINT "saldo_favor_movimientos_abono_id_abonos_id_fk" FOREIGN KEY ("abono_id") REFERENCES "public"."abonos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saldo_favor_movimientos" ADD CONSTRAINT "saldo_favor_movimientos_factura_id_facturas_id_fk" FOREIGN KEY ("factura_id") REFERENCES "public"."facturas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saldo_favor_movimientos" ADD CONSTRAINT "saldo_favor_movimientos_cuenta_movimiento_id_cuenta_movimientos_id_fk" FOREIGN KEY ("cuenta_movimiento_id") REFERENCES "public"."cuenta_movimientos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "saldo_favor_movimientos_abono_key" ON "saldo_favor_movimientos" USING btree ("abono_id","tipo");--> statement-breakpoint
CREATE UNIQUE INDEX "saldo_favor_movimientos_factura_key" ON "saldo_favor_movimientos" USING btree ("factura_id");--> statement-breakpoint
CREATE UNIQUE INDEX "saldo_favor_movimientos_cuenta_key" ON "saldo_favor_movimientos" USING btree ("cuenta_movimiento_id");--> statement-breakpoint
ALTER TABLE "cuenta_movimientos" ADD CONSTRAINT "cuenta_movimientos_pago_caja_check" CHECK ("cuenta_movimientos"."tipo" <> 'pago' or "cuenta_movimientos"."caja_movimiento_id" is not null or "cuenta_movimientos"."forma_pago_id" is null);--> statement-breakpoint
ALTER TABLE "saldo_favor_movimientos" ADD CONSTRAINT "saldo_favor_movimientos_signo_check" CHECK (("saldo_favor_movimientos"."tipo" in ('nota_credito', 'anticipo', 'uso_anulado')) = ("saldo_favor_movimientos"."monto" > 0));--> statement-breakpoint
ALTER TABLE "saldo_favor_movimientos" ADD CONSTRAINT "saldo_favor_movimientos_abono_check" CHECK (("saldo_favor_movimientos"."tipo" in ('anticipo', 'anticipo_anulado', 'uso_anulado')) <= ("saldo_favor_movimientos"."abono_id" is not null)
        and ("saldo_favor_movimientos"."tipo" <> 'uso' or num_nonnulls("saldo_favor_movimientos"."abono_id", "saldo_favor_movimientos"."factura_id") = 1)
        and ("saldo_favor_movimientos"."tipo" = 'uso' or "saldo_favor_movimientos"."factura_id" is null)
        and ("saldo_favor_movimientos"."tipo" in ('anticipo', 'uso', 'anticipo_anulado', 'uso_anulado') or "saldo_favor_movimientos"."abono_id" is null));--> statement-breakpoint
ALTER TABLE "saldo_favor_movimientos" ADD CONSTRAINT "saldo_favor_movimientos_tipo_check" CHECK ("saldo_favor_movimientos"."tipo" in ('nota_credito', 'devolucion', 'anticipo', 'uso', 'anticipo_anulado', 'uso_anulado'));--> statement-breakpoint
ALTER TABLE "abonos" ADD CONSTRAINT "abonos_caja_check" CHECK (("abonos"."monto" > 0) = ("abonos"."caja_movimiento_id" is not null) and ("abonos"."monto" > "abonos"."anticipo") = ("abonos"."pago_movimiento_id" is not null));--> statement-breakpoint
ALTER TABLE "abonos" ADD CONSTRAINT "abonos_monto_check" CHECK ("abonos"."monto" >= 0 and "abonos"."total_retenciones" >= 0 and "abonos"."saldo_favor" >= 0 and "abonos"."monto" + "abonos"."saldo_favor" > 0
        and "abonos"."anticipo" >= 0 and "abonos"."anticipo" <= "abonos"."monto" and ("abonos"."anticipo" = 0 or "abonos"."saldo_favor" = 0));--> statement-breakpoint
ALTER TABLE "abonos" ADD CONSTRAINT "abonos_anulado_check" CHECK (("abonos"."estado" = 'anulado') = ("abonos"."anulado_at" is not null and "abonos"."motivo_anulacion" is not null)
        and ("abonos"."estado" = 'anulado' and "abonos"."monto" > 0) = ("abonos"."devolucion_movimiento_id" is not null));--> statement-breakpoint
-- A payment on an account without a register movement is only the client's balance in favour: its
-- movement in saldo_favor_movimientos points at it by the commit (checked deferred, since the
-- entry is posted before the balance's movement that names it).
CREATE FUNCTION "cuenta_movimientos_pago_saldo_favor"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM saldo_favor_movimientos m WHERE m.cuenta_movimiento_id = NEW.id) THEN
    RAISE EXCEPTION 'El pago % de la cuenta no pasó por una caja ni por el saldo a favor', NEW.id
      USING ERRCODE = 'check_violation', CONSTRAINT = 'cuenta_movimientos_pago_caja_check';
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "cuenta_movimientos_pago_saldo_favor" AFTER INSERT ON "cuenta_movimientos"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (NEW.tipo = 'pago' AND NEW.caja_movimiento_id IS NULL)
  EXECUTE FUNCTION "cuenta_movimientos_pago_saldo_favor"();
