-- A user's distribution center must exist; a center with users cannot be deleted from under them.
ALTER TABLE users
  ADD CONSTRAINT users_distribution_center_fk
  FOREIGN KEY (distribution_center_id) REFERENCES distribution_centers (id);
