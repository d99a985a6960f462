-- Platform tables are added by the platform migration; this file starts the sequence.
SELECT 1;
