-- The activity log is append-only: the database itself refuses to change or remove a row.
CREATE OR REPLACE FUNCTION activities_refuse_change() RETURNS trigger AS $$
BEGIN
  RAISE EXCEPTION 'activities are append-only' USING ERRCODE = 'insufficient_privilege';
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER activities_append_only
  BEFORE UPDATE OR DELETE ON activities
  FOR EACH ROW EXECUTE FUNCTION activities_refuse_change();
--> statement-breakpoint
CREATE TRIGGER activities_no_truncate
  BEFORE TRUNCATE ON activities
  FOR EACH STATEMENT EXECUTE FUNCTION activities_refuse_change();
