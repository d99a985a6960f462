-- The last position a vehicle reported (vehicles/last-recorded-locations) without a scan of
-- every position ever sent.
CREATE INDEX tracking_positions_vehicle_latest_idx ON tracking_positions (vehicle_id, recorded_at DESC);
