-- Sign-in sessions: each sign-in gets a row; its access tokens name it (sid) and its refresh
-- token (kept only as a SHA-256 hash) renews them until the session ends, is signed out or is
-- revoked (password change, account disabled). previous_hash catches a refresh token used twice.
DO $migration$
BEGIN

CREATE TABLE auth_sessions (
  id uuid PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  refresh_hash text NOT NULL,
  previous_hash text,
  rotated_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz
);
CREATE INDEX auth_sessions_user_idx ON auth_sessions (user_id) WHERE revoked_at IS NULL;

END
$migration$;
