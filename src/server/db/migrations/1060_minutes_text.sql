-- The text of each set of minutes (minutes-text.ts), read from its PDF when it is uploaded, so the assistant and the
-- site search find what the Pleno agreed. Null: not read yet (minutes uploaded before this column), filled at start.
alter table actas add column texto text;
