-- Search (issue 19): search_query as in migration 0029, but each word's alternatives (unstemmed,
-- Italian, English) only once: "python" was 'python':* | 'python':* | 'python':*, and the text
-- rank (ts_rank_cd) and the match both went through every copy for every row found. The ranks are
-- the same; only the repeats are gone.
CREATE OR REPLACE FUNCTION public.search_query(q text) RETURNS tsquery
  LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE
  AS $$
DECLARE
  word text;
  simple tsquery;
  italian tsquery;
  english tsquery;
  part tsquery;
  result tsquery := NULL;
  n integer := 0;
BEGIN
  FOR word IN SELECT m[1] FROM regexp_matches(public.search_norm(left(q, 200)), '([[:alnum:]]+)', 'g') AS m LOOP
    CONTINUE WHEN length(to_tsvector('pg_catalog.italian', word)) = 0
      OR length(to_tsvector('pg_catalog.english', word)) = 0;
    n := n + 1;
    EXIT WHEN n > 8;
    simple := to_tsquery('pg_catalog.simple', word || ':*');
    italian := to_tsquery('pg_catalog.italian', word || ':*');
    english := to_tsquery('pg_catalog.english', word || ':*');
    part := simple;
    IF italian::text <> simple::text THEN
      part := part || italian;
    END IF;
    IF english::text <> simple::text AND english::text <> italian::text THEN
      part := part || english;
    END IF;
    result := CASE WHEN result IS NULL THEN part ELSE result && part END;
  END LOOP;
  RETURN coalesce(result, ''::tsquery);
END $$;
