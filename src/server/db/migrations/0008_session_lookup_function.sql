-- The session lookup that every API request makes, as a PL/pgSQL function: the function keeps
-- its query plan for the connection, where the same query sent as a statement is planned again
-- on every request (on the embedded database, planning the three-table join cost more than
-- running it; decision 064). Same rows as before: the unexpired session's user and, for a
-- nutritionist, the profile's id and status.
CREATE OR REPLACE FUNCTION session_lookup(p_session_id text)
RETURNS TABLE (
	last_seen_at timestamp with time zone,
	user_id integer,
	user_type text,
	email text,
	first_name text,
	last_name text,
	is_active boolean,
	nutritionist_id integer,
	nutritionist_status text
)
LANGUAGE plpgsql STABLE AS $$
BEGIN
	RETURN QUERY
		SELECT s.last_seen_at, u.id, u.type, u.email, u.first_name, u.last_name, u.is_active, n.id, n.status
		FROM sessions s
		JOIN users u ON u.id = s.user_id
		LEFT JOIN nutritionists n ON n.user_id = u.id
		WHERE s.id = p_session_id AND s.expires_at > now()
		LIMIT 1;
END
$$;
