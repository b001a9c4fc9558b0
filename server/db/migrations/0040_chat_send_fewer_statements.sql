-- Owned by chat (server/modules/chat/service.ts ChatService.send), as migration 0039 made it, in
-- fewer statements (bench/README.md, "Chat over WebSockets": the function was most of PostgreSQL's
-- work per send): the message's id is taken first, so the conversation's sequence number, last
-- message and time move in one update; both members' rows, the recipient's unread count in the
-- conversation and their total are one statement. Same refusals, in the same order, same answer.
-- A refusal is raised with SQLSTATE KR001 and the ApiError as JSON in the message (status, code,
-- message key, params, details); raising rolls back a conversation this send created. Reads across
-- owners, as the read models of scripts/check-owners.mjs do: members (the sender's lock and what a
-- send decides on, the recipient's fictional flag), photos (the sender's approved photo); whom a
-- member may contact is asked of contact_refusal. Credits move only through credit_ledger_post.
-- Inputs decided without the database are the service's: the content's refusal (null when the
-- content is valid), the price, the free members' conversation limit and the ledger kind.
CREATE OR REPLACE FUNCTION chat_send(
  p_site integer, p_sender integer, p_to integer, p_type text, p_body text, p_photo_id integer,
  p_gift text, p_cost integer, p_client_id text, p_content_refusal json, p_free_conversation_limit integer,
  p_kind text
) RETURNS json LANGUAGE plpgsql AS $$
DECLARE
  me record;
  v_refusal json;
  earlier messages;
  stored messages;
  booked record;
  v_conversation integer;
  v_low integer := least(p_sender, p_to);
  v_high integer := greatest(p_sender, p_to);
  v_created boolean := false;
  v_delivered boolean;
  v_photo text;
  v_credits integer;
  v_seq integer;
  v_unread integer;
  v_total integer;
  v_to_fictional boolean;
  v_id integer;
BEGIN
  -- Serialises this member's sends: the free conversation limit and the balance are read once (NO
  -- KEY UPDATE, so that two members writing to each other cannot deadlock: the foreign keys of
  -- their messages take KEY SHARE on the other's row).
  SELECT m.credits, m.paid_user, m.status, m.fictional, m.fictional_disclosure_at INTO me
  FROM members m WHERE m.id = p_sender FOR NO KEY UPDATE;
  IF NOT FOUND THEN
    RAISE EXCEPTION USING ERRCODE = 'KR001', MESSAGE = json_build_object(
      'status', 403, 'code', 'authentication_required', 'message', 'error.authenticationRequired')::text;
  END IF;
  -- A retried send: the message it stored, nothing moves again.
  SELECT * INTO earlier FROM messages WHERE sender_id = p_sender AND client_id = p_client_id;
  IF FOUND THEN
    RETURN json_build_object('message', row_to_json(earlier), 'credits', me.credits, 'fresh', false,
      'created', false, 'unread', null, 'total', null);
  END IF;
  IF p_to = p_sender THEN
    RAISE EXCEPTION USING ERRCODE = 'KR001', MESSAGE = json_build_object(
      'status', 400, 'code', 'invalid_input', 'message', 'chat.self')::text;
  END IF;

  -- Whom a member may contact: profiles' rule, contact_refusal.
  v_refusal := contact_refusal(p_site, p_sender, p_to, 'chat.blocked');
  IF v_refusal IS NOT NULL THEN
    RAISE EXCEPTION USING ERRCODE = 'KR001', MESSAGE = v_refusal::text;
  END IF;

  -- Decision 047: before the first paid message to a profile the site runs, the member has seen and
  -- confirmed the site's disclosure of its fictional profiles and the price (ACM).
  SELECT t.fictional INTO v_to_fictional FROM members t WHERE t.id = p_to;
  IF p_cost > 0 AND NOT me.fictional AND me.fictional_disclosure_at IS NULL AND v_to_fictional THEN
    RAISE EXCEPTION USING ERRCODE = 'KR001', MESSAGE = json_build_object(
      'status', 409, 'code', 'fictional_disclosure', 'message', 'chat.fictionalDisclosure')::text;
  END IF;

  IF p_content_refusal IS NOT NULL THEN
    RAISE EXCEPTION USING ERRCODE = 'KR001', MESSAGE = p_content_refusal::text;
  END IF;
  IF p_type = 'photo' THEN
    SELECT ph.filename INTO v_photo FROM photos ph
    WHERE ph.id = p_photo_id AND ph.member_id = p_sender AND ph.status = 'active';
    IF v_photo IS NULL THEN
      RAISE EXCEPTION USING ERRCODE = 'KR001', MESSAGE = json_build_object(
        'status', 400, 'code', 'invalid_input', 'message', 'chat.photoMissing')::text;
    END IF;
  END IF;

  SELECT c.id INTO v_conversation FROM conversations c WHERE c.member_low = v_low AND c.member_high = v_high;
  IF v_conversation IS NULL THEN
    -- Product §4: free members start a limited number of conversations.
    IF NOT me.paid_user AND p_free_conversation_limit IS NOT NULL
      AND (SELECT count(*) FROM conversations c WHERE c.started_by = p_sender) >= p_free_conversation_limit THEN
      RAISE EXCEPTION USING ERRCODE = 'KR001', MESSAGE = json_build_object(
        'status', 403, 'code', 'conversation_limit', 'message', 'chat.conversationLimit',
        'params', json_build_object('max', p_free_conversation_limit))::text;
    END IF;
    -- The other member may be starting the same conversation at this moment: the unique pair makes
    -- this insert wait for theirs, and then theirs is the conversation (this send is a reply).
    INSERT INTO conversations (site_id, member_low, member_high, started_by)
    VALUES (p_site, v_low, v_high, p_sender)
    ON CONFLICT DO NOTHING
    RETURNING id INTO v_conversation;
    IF v_conversation IS NOT NULL THEN
      v_created := true;
      INSERT INTO conversation_members (conversation_id, member_id, other_id)
      VALUES (v_conversation, p_sender, p_to), (v_conversation, p_to, p_sender);
    ELSE
      SELECT c.id INTO v_conversation FROM conversations c WHERE c.member_low = v_low AND c.member_high = v_high;
      IF v_conversation IS NULL THEN
        RAISE EXCEPTION 'chat: the conversation started at the same moment has gone';
      END IF;
    END IF;
  END IF;

  IF p_cost > me.credits THEN
    RAISE EXCEPTION USING ERRCODE = 'KR001', MESSAGE = json_build_object(
      'status', 402, 'code', 'insufficient_credits', 'message', 'chat.insufficientCredits',
      'details', json_build_object('credits', me.credits, 'price', p_cost))::text;
  END IF;
  v_credits := me.credits;
  IF p_cost > 0 THEN
    SELECT * INTO booked FROM credit_ledger_post(p_sender, -p_cost, p_kind, 'message:' || p_sender || ':' || p_client_id,
      jsonb_build_object('to', p_to, 'type', p_type));
    IF booked.entry_id IS NULL THEN
      RAISE EXCEPTION USING ERRCODE = 'KR001', MESSAGE = json_build_object(
        'status', 402, 'code', 'insufficient_credits', 'message', 'error.general')::text;
    END IF;
    v_credits := booked.balance;
  END IF;

  -- Product §4: a not-confirmed sender's message is held. A delivered one takes the conversation's
  -- next sequence number under the conversation row's lock, so the numbers follow the commit order
  -- (decision 036); a held one gets it at delivery. The id is taken first so that the same update
  -- makes the message the conversation's last (and moves it up both lists).
  v_delivered := me.status = 'active';
  v_id := nextval('messages_id_seq'::regclass);
  IF v_delivered THEN
    UPDATE conversations SET last_seq = last_seq + 1, last_message_id = v_id, updated_at = now()
    WHERE id = v_conversation RETURNING last_seq INTO v_seq;
  END IF;
  INSERT INTO messages (id, conversation_id, sender_id, recipient_id, type, body, photo_filename, gift_id, credits,
    client_id, delivered_at, seq)
  OVERRIDING SYSTEM VALUE
  VALUES (v_id, v_conversation, p_sender, p_to, p_type, p_body, v_photo, p_gift, p_cost, p_client_id,
    CASE WHEN v_delivered THEN now() END, v_seq)
  RETURNING * INTO stored;
  -- A delivered message counts as unread for the recipient; both sides see the conversation again.
  -- The recipient's counts in the same statement: this conversation's from the update, the others'
  -- (which the update does not touch) summed beside it.
  WITH touched AS (
    UPDATE conversation_members cm SET removed = false, updated_at = now(),
      unread = cm.unread + CASE WHEN cm.member_id = p_to THEN 1 ELSE 0 END
    WHERE cm.conversation_id = v_conversation
      AND (cm.member_id = p_sender OR (cm.member_id = p_to AND v_delivered))
    RETURNING cm.member_id, cm.unread
  )
  SELECT t.unread,
    t.unread + (SELECT coalesce(sum(o.unread), 0)::integer FROM conversation_members o
      WHERE o.member_id = p_to AND NOT o.removed AND o.conversation_id <> v_conversation)
  INTO v_unread, v_total
  FROM touched t WHERE t.member_id = p_to;
  RETURN json_build_object('message', row_to_json(stored), 'credits', v_credits, 'fresh', true,
    'created', v_created, 'unread', v_unread, 'total', v_total,
    'fictional', json_build_object('sender', me.fictional, 'recipient', coalesce(v_to_fictional, false)));
END
$$;
