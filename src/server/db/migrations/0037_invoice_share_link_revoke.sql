-- A document's share link can be turned off (issue 55 point 7, decision 313): staff revoke it and
-- the token is gone (null), so the old link answers 404 like a wrong one; "New link" writes a new token.
ALTER TABLE "invoices" ALTER COLUMN "share_token" DROP NOT NULL;
