-- A Region Manager reads and writes the master data of the centers of their region; with no
-- region set they see every center, as before.
ALTER TABLE users ADD COLUMN region_id integer REFERENCES regions (id);
