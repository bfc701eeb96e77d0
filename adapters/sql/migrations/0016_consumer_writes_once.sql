-- Consumer writes that must happen once however often they are sent (docs/security.md, "Parallel
-- consumer writes"). Repeats of these inserts are skipped by the database, not by a prior read.

-- The same return reason comment on a deal is kept once (a double click or a retry sends it again).
create unique index return_reason_comments_once on return_reason_comments (deal_id, md5(comment));
