import type { JobParameterDto } from '@rota/core/daily-plan';
import type { DayWindowRow } from './time-windows.js';

/** What the problem of a job is made of, as read from the database. */
export interface JobRow {
  id: number;
  ref_no: string;
  distribution_center_id: number;
  task_date: string;
  parameters: JobParameterDto;
}

export interface VehicleRow {
  id: number;
  ref_no: string;
  shift_start: string;
  shift_end: string;
  departure_location: ConfiguredPlace | null;
  arrival_location: ConfiguredPlace | null;
  dep_id: number;
  dep_ref: string;
  dep_name: string;
  dep_lat: number;
  dep_lng: number;
  arr_id: number;
  arr_ref: string;
  arr_name: string;
  arr_lat: number;
  arr_lng: number;
  weight_capacity: number;
  volume_capacity: number;
  insurance_limit: number;
  fixed_cost: number;
  duration_unit_cost: number;
  distance_unit_cost: number;
  vehicle_type_id: number;
}

export interface ConfiguredPlace {
  refNo: string;
  name: string;
  latitude: number;
  longitude: number;
}

export interface OrderRow {
  id: number;
  order_type: 'DELIVERY' | 'PICKUP';
  location_id: number;
  loc_ref: string;
  loc_name: string;
  lat: number;
  lng: number;
  weight: number;
  volume: number;
  monetary_value: number;
  is_optional: boolean;
  serve_after: string | null;
  serve_before: string | null;
  custom_service_duration: number | null;
  location_service: number;
  operation_type_id: number | null;
  operation_service: number | null;
}

export type WindowRow = DayWindowRow & { location_id: number | null; operation_type_id: number | null };
export interface CapabilityRow {
  vehicle_id: number;
  operation_type_id: number;
  is_capable: boolean;
  level: string;
}

/** Monday = 0 .. Sunday = 6 of a 'YYYY-MM-DD' day. */
export function weekdayOf(day: string): number {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return (new Date(Date.UTC(y, m - 1, d)).getUTCDay() + 6) % 7;
}
