-- How a job's orders were chosen (core's order-hold rule, order-hold.rules.ts): all_orders when
-- the server chose every open order of the plan day, and orders_chosen_at, when the orders were
-- last chosen. A rerun or an approval leaves out an order that went live in another plan, or that
-- a driver finished, after that time. The index finds an order's stops for the rule.
-- One DO block: a single statement runs the same through every driver.

DO $migration$
BEGIN

ALTER TABLE jobs
  ADD COLUMN all_orders boolean NOT NULL DEFAULT false,
  ADD COLUMN orders_chosen_at timestamptz NOT NULL DEFAULT now();
CREATE INDEX route_stop_orders_order_idx ON route_stop_orders (order_id);

END
$migration$;
