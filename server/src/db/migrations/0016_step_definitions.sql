-- The workflow steps the drivers' app knows (spec 02 "Step definition"), in every database, so
-- workflows can be built without the demo data.
INSERT INTO step_definitions (name, display_name) VALUES
  ('enter_contact_name', 'Enter contact name'),
  ('scan_barcode_in', 'Scan barcode (in)'),
  ('scan_barcode_out', 'Scan barcode (out)'),
  ('capture_signature', 'Capture signature'),
  ('capture_signature_with_name', 'Capture signature with name'),
  ('capture_photo', 'Capture photo'),
  ('enter_atm_cubical', 'Enter ATM cubicle'),
  ('scan_atm_code', 'Scan ATM code'),
  ('service_details', 'Service details')
ON CONFLICT (name) DO NOTHING;
