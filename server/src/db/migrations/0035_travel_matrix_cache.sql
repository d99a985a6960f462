-- Road-engine matrices cached per pair of points and engine. A point is a place's coordinates as
-- one engine saw them; its cached pairs go when it is deleted (a location moved, a new road
-- network imported). A location that moves takes its cached travel with it, whatever engine
-- computed it. One DO block: a single statement runs the same through every driver.

DO $migration$
BEGIN

CREATE TABLE travel_points (
  id serial PRIMARY KEY,
  engine text NOT NULL,
  latitude double precision NOT NULL,
  longitude double precision NOT NULL,
  UNIQUE (engine, latitude, longitude)
);

CREATE TABLE travel_matrix_cache (
  from_point integer NOT NULL REFERENCES travel_points (id) ON DELETE CASCADE,
  to_point integer NOT NULL REFERENCES travel_points (id) ON DELETE CASCADE,
  -- metres and free-flow seconds (traffic is applied per job)
  distance double precision NOT NULL,
  duration double precision NOT NULL,
  PRIMARY KEY (from_point, to_point)
);
CREATE INDEX travel_matrix_cache_to_point ON travel_matrix_cache (to_point);

CREATE FUNCTION forget_travel_of_moved_location() RETURNS trigger AS $fn$
BEGIN
  DELETE FROM travel_points WHERE latitude = OLD.latitude AND longitude = OLD.longitude;
  RETURN NULL;
END;
$fn$ LANGUAGE plpgsql;

CREATE TRIGGER locations_forget_travel
  AFTER UPDATE OF latitude, longitude ON locations
  FOR EACH ROW
  WHEN (OLD.latitude IS DISTINCT FROM NEW.latitude OR OLD.longitude IS DISTINCT FROM NEW.longitude)
  EXECUTE FUNCTION forget_travel_of_moved_location();

END
$migration$;
