-- Owned by likes (server/modules/likes/service.ts recordLike): stores a like and says whether the
-- other member already liked back, in one round trip. Two members liking each other at the same
-- moment are taken one after the other (an advisory lock on the pair, held to the commit), and the
-- second statement runs with a snapshot taken after the lock, so the second like sees the first and
-- is the match. Without the lock both inserts ran on snapshots that missed the other: no match for
-- either, though both likes were stored.
CREATE FUNCTION like_record(p_liker integer, p_liked integer, p_source text, p_at timestamptz,
  OUT fresh boolean, OUT match boolean) LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(least(p_liker, p_liked), greatest(p_liker, p_liked));
  INSERT INTO likes (liker_id, liked_id, source, created_at)
  VALUES (p_liker, p_liked, p_source, coalesce(p_at, now()))
  ON CONFLICT DO NOTHING;
  fresh := FOUND;
  match := EXISTS (SELECT 1 FROM likes l WHERE l.liker_id = p_liked AND l.liked_id = p_liker);
END
$$;
