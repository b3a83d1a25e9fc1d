-- Per-table versions for the read caches (server/core/db/snapshot-cache.ts): every statement that
-- writes a table of the public schema moves that table's sequence in table_versions, and holds a
-- shared advisory lock on the table until its transaction ends. A reader takes the versions of the
-- tables its answer reads, and learns whether a writer of one of them is still in flight (its
-- version already moved, its rows not yet committed): only an answer computed after versions read
-- with no writer in flight is kept. Sequences, not rows, so writers of one table never wait for
-- each other (a row updated by every statement would serialise them, and could deadlock two
-- transactions that write two tables in opposite orders); nextval is not undone by a rollback,
-- which only costs a recomputation.
create schema if not exists table_versions;
--> statement-breakpoint
create or replace function aula_bump_table_version() returns trigger language plpgsql as $$
begin
  perform pg_advisory_xact_lock_shared(7101037, hashtext(TG_TABLE_NAME));
  perform nextval(format('table_versions.%I', TG_TABLE_NAME)::regclass);
  return null;
end $$;
--> statement-breakpoint
-- The versions of the tables named (comma-separated, in the order given) as one text, and whether
-- no writer of any of them was in flight: the exclusive try-lock succeeds only when no writing
-- transaction holds its shared lock, and while this statement holds it no writer can start.
create or replace function aula_table_versions(names text, out versions text, out quiet boolean)
language plpgsql as $$
declare
  name text;
begin
  versions := '';
  quiet := true;
  foreach name in array string_to_array(names, ',') loop
    if not pg_try_advisory_xact_lock(7101037, hashtext(name)) then
      quiet := false;
    end if;
    versions := versions || coalesce(pg_sequence_last_value(format('table_versions.%I', name)::regclass), 0) || ',';
  end loop;
end $$;
--> statement-breakpoint
-- Gives every table of the public schema that has none its sequence and its trigger. Runs after
-- every migration (core/db/index.ts), so a table a later migration creates is versioned too; the
-- lock keeps processes that migrate together from adding a trigger twice.
create or replace function aula_track_table_versions() returns void language plpgsql as $$
declare
  found record;
begin
  perform pg_advisory_xact_lock(7101038);
  for found in
    select c.relname from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and c.relkind in ('r', 'p')
      and not exists (select 1 from pg_trigger t where t.tgrelid = c.oid and t.tgname = 'aula_table_version')
  loop
    execute format('create sequence if not exists table_versions.%I', found.relname);
    execute format(
      'create trigger aula_table_version after insert or update or delete or truncate on public.%I '
      'for each statement execute function aula_bump_table_version()', found.relname);
  end loop;
end $$;
--> statement-breakpoint
select aula_track_table_versions();
