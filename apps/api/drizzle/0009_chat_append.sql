-- Storing a chat message in one statement (services/chat.ts appendMessage): the conversation row locked,
-- the seq taken, the client id making a resend idempotent, the counters and the sender's read mark
-- updated and the message id NOTIFYed (delivered on commit) — one round trip instead of eight, which
-- keeps delivery fast under load on PGlite and PostgreSQL alike.
-- outcome: 'stored' (message_id, message_seq of the new message), 'duplicate' (the copy stored before
-- with this client id), 'ended' (no such conversation, or closed and the client id is new).
CREATE OR REPLACE FUNCTION chat_append_message(p_tenant integer, p_session integer, p_side text, p_author integer, p_client uuid, p_body text, p_now timestamptz)
RETURNS TABLE (message_id integer, message_seq integer, outcome text) LANGUAGE plpgsql AS $$
DECLARE
  s chat_sessions%ROWTYPE;
  v_id integer;
  v_seq integer;
  v_user boolean := p_side = 'user';
BEGIN
  SELECT * INTO s FROM chat_sessions WHERE tenant_id = p_tenant AND id = p_session FOR UPDATE;
  IF NOT FOUND THEN
    RETURN QUERY SELECT NULL::integer, NULL::integer, 'ended'::text;
    RETURN;
  END IF;
  IF s.status <> 'closed' THEN
    INSERT INTO chat_messages (tenant_id, session_id, seq, client_id, message_from, author_id, message_type, body, created_at)
    VALUES (p_tenant, p_session, s.next_seq, p_client, p_side, p_author, 'text', p_body, p_now)
    ON CONFLICT (session_id, client_id) DO NOTHING
    RETURNING id INTO v_id;
  END IF;
  IF v_id IS NULL THEN
    SELECT m.id, m.seq INTO v_id, v_seq FROM chat_messages m WHERE m.session_id = p_session AND m.client_id = p_client;
    IF FOUND THEN
      RETURN QUERY SELECT v_id, v_seq, 'duplicate'::text;
    ELSE
      RETURN QUERY SELECT NULL::integer, NULL::integer, 'ended'::text;
    END IF;
    RETURN;
  END IF;
  UPDATE chat_sessions SET
    next_seq = s.next_seq + 1, status = 'ongoing', last_message = p_body, last_message_at = p_now, last_activity_at = p_now, updated_at = p_now,
    user_message_count = s.user_message_count + CASE WHEN v_user THEN 1 ELSE 0 END,
    helpdesk_message_count = s.helpdesk_message_count + CASE WHEN v_user THEN 0 ELSE 1 END,
    last_helpdesk_message_at = CASE WHEN v_user THEN s.last_helpdesk_message_at ELSE p_now END,
    last_helpdesk_author_id = CASE WHEN v_user THEN s.last_helpdesk_author_id ELSE p_author END
  WHERE id = p_session;
  -- Answering means having read what came before: the sender's side has read everything up to here.
  INSERT INTO chat_reads (tenant_id, session_id, side, last_read_seq, read_count, updated_at)
  VALUES (p_tenant, p_session, p_side, s.next_seq, CASE WHEN v_user THEN s.helpdesk_message_count ELSE s.user_message_count END, p_now)
  ON CONFLICT (session_id, side) DO UPDATE SET last_read_seq = EXCLUDED.last_read_seq, read_count = EXCLUDED.read_count, updated_at = EXCLUDED.updated_at
  WHERE chat_reads.last_read_seq < EXCLUDED.last_read_seq;
  -- '<tenant>:<session>:<message id>:<u|h>' (services/chat.ts messagePayload: who wrote the text).
  PERFORM pg_notify('tessera_chat', p_tenant || ':' || p_session || ':' || v_id || ':' || CASE WHEN v_user THEN 'u' ELSE 'h' END);
  IF s.status = 'new' THEN
    PERFORM pg_notify('tessera_chat', json_build_object('k', 'session', 't', p_tenant, 's', p_session)::text);
  END IF;
  RETURN QUERY SELECT v_id, s.next_seq, 'stored'::text;
END
$$;
