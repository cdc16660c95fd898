-- Receivables (issue 28): the stored balance of an invoice (generated from its running totals) and the
-- index the aging reads alone; a payment made only with the balance in favour has no payment method.
ALTER TABLE "abonos" ALTER COLUMN "forma_pago_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "facturas" ADD COLUMN "saldo" numeric(14, 2) GENERATED ALWAYS AS (total + total_debitos - total_notas - total_abonos) STORED;--> statement-breakpoint
CREATE INDEX "facturas_cartera_abiertas_idx" ON "facturas" USING btree ("hotel_id","cliente_id","vencimiento","fecha","saldo") WHERE "facturas"."forma" = 'credito' and "facturas"."saldo" <> 0;--> statement-breakpoint
ALTER TABLE "abonos" ADD CONSTRAINT "abonos_forma_pago_check" CHECK ("abonos"."monto" = 0 or "abonos"."forma_pago_id" is not null);