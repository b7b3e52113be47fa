CREATE TABLE "invoice_customer_days" (
	"business_id" uuid NOT NULL,
	"day" date NOT NULL,
	"currency" text NOT NULL,
	"contact_id" uuid NOT NULL,
	"invoice_count" integer NOT NULL,
	"line_count" integer NOT NULL,
	"quantity" bigint NOT NULL,
	"revenue" bigint NOT NULL,
	"tax" bigint NOT NULL,
	"taxed_count" integer NOT NULL,
	"tax_base" bigint NOT NULL,
	"tax_other_base" bigint NOT NULL,
	"tax_amount" bigint NOT NULL,
	CONSTRAINT "invoice_customer_days_pkey" PRIMARY KEY("business_id","day","currency","contact_id")
);
--> statement-breakpoint
CREATE TABLE "invoice_product_days" (
	"business_id" uuid NOT NULL,
	"day" date NOT NULL,
	"currency" text NOT NULL,
	"product_key" uuid NOT NULL,
	"line_count" integer NOT NULL,
	"quantity" bigint NOT NULL,
	"revenue" bigint NOT NULL,
	"tax" bigint NOT NULL,
	CONSTRAINT "invoice_product_days_pkey" PRIMARY KEY("business_id","day","currency","product_key")
);
--> statement-breakpoint
ALTER TABLE "invoice_customer_days" ADD CONSTRAINT "invoice_customer_days_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_product_days" ADD CONSTRAINT "invoice_product_days_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Lines' sums into both tables, for a sent invoice's day, currency and customer.
CREATE OR REPLACE FUNCTION invoice_sale_lines_apply(
  p_business uuid, p_day date, p_currency text, p_contact uuid, p_product uuid,
  p_lines integer, p_quantity bigint, p_revenue bigint, p_tax bigint
) RETURNS void AS $$
BEGIN
  INSERT INTO invoice_customer_days AS t (business_id, day, currency, contact_id, invoice_count,
      line_count, quantity, revenue, tax, taxed_count, tax_base, tax_other_base, tax_amount)
    VALUES (p_business, p_day, p_currency, p_contact, 0, p_lines, p_quantity, p_revenue, p_tax, 0, 0, 0, 0)
    ON CONFLICT (business_id, day, currency, contact_id) DO UPDATE SET
      line_count = t.line_count + excluded.line_count, quantity = t.quantity + excluded.quantity,
      revenue = t.revenue + excluded.revenue, tax = t.tax + excluded.tax;
  INSERT INTO invoice_product_days AS t (business_id, day, currency, product_key, line_count,
      quantity, revenue, tax)
    VALUES (p_business, p_day, p_currency, coalesce(p_product, '00000000-0000-0000-0000-000000000000'),
      p_lines, p_quantity, p_revenue, p_tax)
    ON CONFLICT (business_id, day, currency, product_key) DO UPDATE SET
      line_count = t.line_count + excluded.line_count, quantity = t.quantity + excluded.quantity,
      revenue = t.revenue + excluded.revenue, tax = t.tax + excluded.tax;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- A sent invoice counted (p_sign 1) or taken away (-1): itself, its tax groups and its lines.
CREATE OR REPLACE FUNCTION invoice_sale_apply(p_invoice invoices, p_sign integer) RETURNS void AS $$
DECLARE
  v_groups integer;
  v_base bigint;
  v_other bigint;
  v_tax bigint;
BEGIN
  SELECT count(*), coalesce(sum((g->>'base')::numeric), 0),
      coalesce(sum((g->>'taxable')::numeric) FILTER (WHERE
        (g->'tax_base'->>'numerator')::int <> (g->'tax_base'->>'denominator')::int), 0),
      coalesce(sum((g->>'tax')::numeric), 0)
    INTO v_groups, v_base, v_other, v_tax
    FROM jsonb_array_elements(p_invoice.taxes) g;
  INSERT INTO invoice_customer_days AS t (business_id, day, currency, contact_id, invoice_count,
      line_count, quantity, revenue, tax, taxed_count, tax_base, tax_other_base, tax_amount)
    VALUES (p_invoice.business_id, p_invoice.issue_date, p_invoice.currency, p_invoice.contact_id,
      p_sign, 0, 0, 0, 0, CASE WHEN v_groups > 0 THEN p_sign ELSE 0 END,
      p_sign * v_base, p_sign * v_other, p_sign * v_tax)
    ON CONFLICT (business_id, day, currency, contact_id) DO UPDATE SET
      invoice_count = t.invoice_count + excluded.invoice_count,
      taxed_count = t.taxed_count + excluded.taxed_count, tax_base = t.tax_base + excluded.tax_base,
      tax_other_base = t.tax_other_base + excluded.tax_other_base,
      tax_amount = t.tax_amount + excluded.tax_amount;
  PERFORM invoice_sale_lines_apply(p_invoice.business_id, p_invoice.issue_date, p_invoice.currency,
      p_invoice.contact_id, s.product_id, p_sign * s.n, p_sign * s.quantity, p_sign * s.revenue,
      p_sign * s.tax)
    FROM (SELECT product_id, count(*)::integer AS n, sum(quantity)::bigint AS quantity,
        sum(base)::bigint AS revenue, sum(tax)::bigint AS tax
      FROM invoice_lines WHERE business_id = p_invoice.business_id AND invoice_id = p_invoice.id
      GROUP BY product_id) s;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- An invoice's row: what it counted comes off, what it counts now goes on. Deleting takes it off
-- before the row (and with it, by the cascade, its lines) goes.
CREATE OR REPLACE FUNCTION invoices_sales() RETURNS trigger AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.status = 'sent' THEN
    PERFORM invoice_sale_apply(OLD, -1);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.status = 'sent' THEN
    PERFORM invoice_sale_apply(NEW, 1);
  END IF;
  IF TG_OP = 'DELETE' THEN RETURN OLD; END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER invoices_sales_insert
  AFTER INSERT ON invoices
  FOR EACH ROW EXECUTE FUNCTION invoices_sales();
--> statement-breakpoint
CREATE TRIGGER invoices_sales_update
  AFTER UPDATE ON invoices
  FOR EACH ROW
  WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.issue_date IS DISTINCT FROM NEW.issue_date
    OR OLD.currency IS DISTINCT FROM NEW.currency OR OLD.contact_id IS DISTINCT FROM NEW.contact_id
    OR OLD.taxes IS DISTINCT FROM NEW.taxes)
  EXECUTE FUNCTION invoices_sales();
--> statement-breakpoint
CREATE TRIGGER invoices_sales_delete
  BEFORE DELETE ON invoices
  FOR EACH ROW EXECUTE FUNCTION invoices_sales();
--> statement-breakpoint
-- A line of a sent invoice moves its own sums; a draft's or a void one's moves nothing. (Under a
-- deleted invoice's cascade the invoice is gone already and had taken its lines off.)
CREATE OR REPLACE FUNCTION invoice_lines_sales() RETURNS trigger AS $$
DECLARE
  v_invoice invoices;
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    SELECT * INTO v_invoice FROM invoices WHERE business_id = OLD.business_id AND id = OLD.invoice_id;
    IF FOUND AND v_invoice.status = 'sent' THEN
      PERFORM invoice_sale_lines_apply(v_invoice.business_id, v_invoice.issue_date, v_invoice.currency,
        v_invoice.contact_id, OLD.product_id, -1, -OLD.quantity, -OLD.base, -OLD.tax);
    END IF;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    SELECT * INTO v_invoice FROM invoices WHERE business_id = NEW.business_id AND id = NEW.invoice_id;
    IF FOUND AND v_invoice.status = 'sent' THEN
      PERFORM invoice_sale_lines_apply(v_invoice.business_id, v_invoice.issue_date, v_invoice.currency,
        v_invoice.contact_id, NEW.product_id, 1, NEW.quantity, NEW.base, NEW.tax);
    END IF;
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER invoice_lines_sales_insert_delete
  AFTER INSERT OR DELETE ON invoice_lines
  FOR EACH ROW EXECUTE FUNCTION invoice_lines_sales();
--> statement-breakpoint
CREATE TRIGGER invoice_lines_sales_update
  AFTER UPDATE ON invoice_lines
  FOR EACH ROW
  WHEN (OLD.product_id IS DISTINCT FROM NEW.product_id OR OLD.quantity IS DISTINCT FROM NEW.quantity
    OR OLD.base IS DISTINCT FROM NEW.base OR OLD.tax IS DISTINCT FROM NEW.tax
    OR OLD.invoice_id IS DISTINCT FROM NEW.invoice_id)
  EXECUTE FUNCTION invoice_lines_sales();
--> statement-breakpoint
-- The invoices already sent (modules/invoices/invoice-sale-days.sql.ts computes the same).
INSERT INTO invoice_customer_days (business_id, day, currency, contact_id, invoice_count, line_count,
    quantity, revenue, tax, taxed_count, tax_base, tax_other_base, tax_amount)
  SELECT i.business_id, i.issue_date, i.currency, i.contact_id, count(*), coalesce(sum(l.n), 0),
    coalesce(sum(l.quantity), 0), coalesce(sum(l.revenue), 0), coalesce(sum(l.tax), 0),
    count(*) FILTER (WHERE g.groups > 0), sum(g.base), sum(g.other), sum(g.tax)
  FROM invoices i
  CROSS JOIN LATERAL (SELECT count(*) AS n, sum(quantity) AS quantity, sum(base) AS revenue,
      sum(tax) AS tax
    FROM invoice_lines WHERE business_id = i.business_id AND invoice_id = i.id) l
  CROSS JOIN LATERAL (SELECT count(*) AS groups, coalesce(sum((g->>'base')::numeric), 0) AS base,
      coalesce(sum((g->>'taxable')::numeric) FILTER (WHERE
        (g->'tax_base'->>'numerator')::int <> (g->'tax_base'->>'denominator')::int), 0) AS other,
      coalesce(sum((g->>'tax')::numeric), 0) AS tax
    FROM jsonb_array_elements(i.taxes) g) g
  WHERE i.status = 'sent'
  GROUP BY 1, 2, 3, 4;
--> statement-breakpoint
INSERT INTO invoice_product_days (business_id, day, currency, product_key, line_count, quantity,
    revenue, tax)
  SELECT i.business_id, i.issue_date, i.currency,
    coalesce(l.product_id, '00000000-0000-0000-0000-000000000000'), count(*), sum(l.quantity),
    sum(l.base), sum(l.tax)
  FROM invoices i JOIN invoice_lines l ON l.business_id = i.business_id AND l.invoice_id = i.id
  WHERE i.status = 'sent'
  GROUP BY 1, 2, 3, 4;
