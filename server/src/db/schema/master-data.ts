import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  time,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * Typed views of the master-data tables created by `migrations/0002_master_data.sql`. The SQL is
 * the source of truth (constraints, triggers); these definitions mirror it column by column.
 * Times of day are 'HH:mm:ss' strings, dates 'YYYY-MM-DD' strings, day numbers 0 = Monday.
 */

export interface PolygonPoint {
  lat: number;
  lng: number;
}

const id = () => integer('id').primaryKey().generatedByDefaultAsIdentity();
const stamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};
const money = (name: string) => numeric(name, { precision: 14, scale: 2, mode: 'number' });
const cost = (name: string) => numeric(name, { precision: 12, scale: 2, mode: 'number' });
const measure = (name: string) => numeric(name, { precision: 12, scale: 3, mode: 'number' });
const emptyArray = sql`'{}'`;

export const regions = pgTable('regions', {
  id: id(),
  name: text('name').notNull().unique('regions_name_key'),
  country: text('country').notNull().default('Türkiye'),
  ...stamps,
});

export const distributionCenters = pgTable(
  'distribution_centers',
  {
    id: id(),
    regionId: integer('region_id').references(() => regions.id),
    name: text('name').notNull().unique('distribution_centers_name_key'),
    address: text('address'),
    note: text('note'),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    country: text('country'),
    city: text('city'),
    district: text('district'),
    postalCode: text('postal_code'),
    phoneNumber: text('phone_number'),
    ...stamps,
  },
  (t) => [index('distribution_centers_region_idx').on(t.regionId)],
);

export const locations = pgTable(
  'locations',
  {
    id: id(),
    refNo: text('ref_no').notNull().unique('locations_ref_no_key'),
    name: text('name').notNull().unique('locations_name_key'),
    distributionCenterId: integer('distribution_center_id').references(() => distributionCenters.id),
    address: text('address'),
    locationType: text('location_type'),
    isDepot: boolean('is_depot').notNull().default(false),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    note: text('note'),
    client: text('client'),
    clientName: text('client_name'),
    city: text('city'),
    district: text('district'),
    postalCode: text('postal_code'),
    accessPoint: text('access_point'),
    phoneNumber: text('phone_number'),
    countryName: text('country_name'),
    parentLocationId: integer('parent_location_id'),
    serviceDuration: integer('service_duration').notNull().default(0),
    visitOrder: integer('visit_order'),
    ...stamps,
  },
  (t) => [index('locations_distribution_center_idx').on(t.distributionCenterId)],
);

export const depots = pgTable(
  'depots',
  {
    id: id(),
    refNo: text('ref_no').notNull().unique('depots_ref_no_key'),
    name: text('name').notNull().unique('depots_name_key'),
    distributionCenterId: integer('distribution_center_id')
      .notNull()
      .references(() => distributionCenters.id),
    locationId: integer('location_id')
      .notNull()
      .unique('depots_location_key')
      .references(() => locations.id),
    ...stamps,
  },
  (t) => [index('depots_distribution_center_idx').on(t.distributionCenterId)],
);

export const cargoTypes = pgTable('cargo_types', {
  id: id(),
  refNo: text('ref_no').notNull().unique('cargo_types_ref_no_key'),
  name: text('name').notNull().unique('cargo_types_name_key'),
  description: text('description'),
  ...stamps,
});

export type OrderType = 'DELIVERY' | 'PICKUP';

export const operationTypes = pgTable('operation_types', {
  id: id(),
  refNo: text('ref_no').notNull().unique('operation_types_ref_no_key'),
  name: text('name').notNull().unique('operation_types_name_key'),
  action: text('action').$type<OrderType>().notNull().default('DELIVERY'),
  actionDisplay: text('action_display'),
  serviceDuration: integer('service_duration').notNull().default(0),
  description: text('description'),
  ...stamps,
});

export const vehicleTypes = pgTable('vehicle_types', {
  id: id(),
  refNo: text('ref_no').notNull().unique('vehicle_types_ref_no_key'),
  name: text('name').notNull().unique('vehicle_types_name_key'),
  weightCapacity: measure('weight_capacity').notNull().default(0),
  volumeCapacity: measure('volume_capacity').notNull().default(0),
  insuranceLimit: money('insurance_limit').notNull().default(0),
  fixedCost: cost('fixed_cost').notNull().default(0),
  durationUnitCost: cost('duration_unit_cost').notNull().default(0),
  distanceUnitCost: cost('distance_unit_cost').notNull().default(0),
  description: text('description'),
  ...stamps,
});

export const drivers = pgTable(
  'drivers',
  {
    id: id(),
    refNo: text('ref_no').notNull().unique('drivers_ref_no_key'),
    distributionCenterId: integer('distribution_center_id').references(() => distributionCenters.id),
    givenName: text('given_name').notNull(),
    surname: text('surname').notNull(),
    employeeNumber: text('employee_number').unique('drivers_employee_number_key'),
    phone: text('phone'),
    email: text('email'),
    username: text('username').unique('drivers_username_key'),
    address: text('address'),
    /** base64 image */
    photo: text('photo'),
    employeeStartDate: date('employee_start_date', { mode: 'string' }),
    employeeEndDate: date('employee_end_date', { mode: 'string' }),
    ...stamps,
  },
  (t) => [
    uniqueIndex('drivers_email_key').on(sql`lower(${t.email})`),
    index('drivers_distribution_center_idx').on(t.distributionCenterId),
  ],
);

export const vehicles = pgTable(
  'vehicles',
  {
    id: id(),
    refNo: text('ref_no').notNull().unique('vehicles_ref_no_key'),
    plate: text('plate').notNull(),
    vehicleTypeId: integer('vehicle_type_id')
      .notNull()
      .references(() => vehicleTypes.id),
    distributionCenterId: integer('distribution_center_id')
      .notNull()
      .references(() => distributionCenters.id),
    departureLocationId: integer('departure_location_id')
      .notNull()
      .references(() => locations.id),
    arrivalLocationId: integer('arrival_location_id')
      .notNull()
      .references(() => locations.id),
    shiftStart: time('shift_start').notNull(),
    shiftEnd: time('shift_end').notNull(),
    fixedCost: cost('fixed_cost').notNull().default(0),
    durationUnitCost: cost('duration_unit_cost').notNull().default(0),
    distanceUnitCost: cost('distance_unit_cost').notNull().default(0),
    weightCapacity: measure('weight_capacity').notNull().default(0),
    volumeCapacity: measure('volume_capacity').notNull().default(0),
    insuranceLimit: money('insurance_limit').notNull().default(0),
    defaultDriverId: integer('default_driver_id')
      .unique('vehicles_default_driver_key')
      .references(() => drivers.id, { onDelete: 'set null' }),
    ...stamps,
  },
  (t) => [
    uniqueIndex('vehicles_plate_key').on(sql`upper(replace(${t.plate}, ' ', ''))`),
    index('vehicles_distribution_center_idx').on(t.distributionCenterId),
  ],
);

export const orders = pgTable(
  'orders',
  {
    id: id(),
    refNo: text('ref_no').notNull(),
    distributionCenterId: integer('distribution_center_id')
      .notNull()
      .references(() => distributionCenters.id),
    name: text('name'),
    orderDate: date('order_date', { mode: 'string' }).notNull(),
    orderType: text('order_type').$type<OrderType>().notNull().default('DELIVERY'),
    locationId: integer('location_id')
      .notNull()
      .references(() => locations.id),
    cargoTypeId: integer('cargo_type_id').references(() => cargoTypes.id),
    operationTypeId: integer('operation_type_id').references(() => operationTypes.id),
    amount: cost('amount').notNull().default(0),
    weight: measure('weight').notNull().default(0),
    volume: measure('volume').notNull().default(0),
    monetaryValue: money('monetary_value').notNull().default(0),
    invoiceAmount: money('invoice_amount'),
    currency: text('currency').notNull().default('TRY'),
    material: text('material'),
    isOptional: boolean('is_optional').notNull().default(false),
    createdByDepotId: integer('created_by_depot_id').references(() => depots.id),
    assignedToDepotId: integer('assigned_to_depot_id').references(() => depots.id),
    inboundDate: date('inbound_date', { mode: 'string' }),
    serveAfter: time('serve_after'),
    serveBefore: time('serve_before'),
    visitAfter: date('visit_after', { mode: 'string' }),
    description: text('description'),
    customServiceDuration: integer('custom_service_duration'),
    ...stamps,
  },
  (t) => [
    unique('orders_ref_no_key').on(t.distributionCenterId, t.refNo),
    index('orders_date_idx').on(t.distributionCenterId, t.orderDate),
    index('orders_location_idx').on(t.locationId),
  ],
);

export const timeWindowConstraints = pgTable('time_window_constraints', {
  id: id(),
  locationId: integer('location_id').references(() => locations.id, { onDelete: 'cascade' }),
  operationTypeId: integer('operation_type_id').references(() => operationTypes.id, {
    onDelete: 'cascade',
  }),
  startTime: time('start_time').notNull(),
  endTime: time('end_time').notNull(),
  date: date('date', { mode: 'string' }),
  /** empty: every day */
  days: smallint('days').array().notNull().default(emptyArray),
  ...stamps,
});

export const vehicleTypeOperationTypeConstraints = pgTable(
  'vehicle_type_operation_type_constraints',
  {
    vehicleTypeId: integer('vehicle_type_id')
      .notNull()
      .references(() => vehicleTypes.id, { onDelete: 'cascade' }),
    operationTypeId: integer('operation_type_id')
      .notNull()
      .references(() => operationTypes.id, { onDelete: 'cascade' }),
    isCapable: boolean('is_capable').notNull(),
    ...stamps,
  },
  (t) => [primaryKey({ columns: [t.vehicleTypeId, t.operationTypeId] })],
);

export const vehicleOperationTypeConstraints = pgTable(
  'vehicle_operation_type_constraints',
  {
    vehicleId: integer('vehicle_id')
      .notNull()
      .references(() => vehicles.id, { onDelete: 'cascade' }),
    operationTypeId: integer('operation_type_id')
      .notNull()
      .references(() => operationTypes.id, { onDelete: 'cascade' }),
    isCapable: boolean('is_capable').notNull(),
    ...stamps,
  },
  (t) => [primaryKey({ columns: [t.vehicleId, t.operationTypeId] })],
);

/** 0 = Avoid, 1 = Area Control */
export type GeofenceType = 0 | 1;

export const geofences = pgTable(
  'geofences',
  {
    id: id(),
    name: text('name').notNull(),
    type: smallint('type').$type<GeofenceType>().notNull().default(0),
    distributionCenterId: integer('distribution_center_id').references(() => distributionCenters.id, {
      onDelete: 'cascade',
    }),
    polygon: jsonb('polygon').$type<PolygonPoint[]>().notNull(),
    daysOfWeek: smallint('days_of_week').array().notNull().default(emptyArray),
    daysOfMonth: smallint('days_of_month').array().notNull().default(emptyArray),
    specialDates: date('special_dates', { mode: 'string' }).array().notNull().default(emptyArray),
    ...stamps,
  },
  (t) => [index('geofences_distribution_center_idx').on(t.distributionCenterId)],
);

export const stepDefinitions = pgTable('step_definitions', {
  id: id(),
  name: text('name').notNull().unique('step_definitions_name_key'),
  displayName: text('display_name').notNull(),
  ...stamps,
});

export const workflows = pgTable(
  'workflows',
  {
    id: id(),
    name: text('name').notNull().unique('workflows_name_key'),
    isDefault: boolean('is_default').notNull().default(false),
    ...stamps,
  },
  (t) => [
    uniqueIndex('workflows_single_default_key')
      .on(t.isDefault)
      .where(sql`is_default`),
  ],
);

export const workflowActions = pgTable(
  'workflow_actions',
  {
    id: id(),
    workflowId: integer('workflow_id')
      .notNull()
      .references(() => workflows.id, { onDelete: 'cascade' }),
    operationTypeId: integer('operation_type_id')
      .notNull()
      .references(() => operationTypes.id, { onDelete: 'cascade' }),
    actionOrder: integer('action_order').notNull().default(0),
    ...stamps,
  },
  (t) => [unique('workflow_actions_operation_type_key').on(t.workflowId, t.operationTypeId)],
);

export const workflowSteps = pgTable(
  'workflow_steps',
  {
    id: id(),
    workflowActionId: integer('workflow_action_id')
      .notNull()
      .references(() => workflowActions.id, { onDelete: 'cascade' }),
    stepDefinitionId: integer('step_definition_id')
      .notNull()
      .references(() => stepDefinitions.id),
    actionOrder: integer('action_order').notNull().default(0),
    isRequired: boolean('is_required').notNull().default(false),
    ...stamps,
  },
  (t) => [unique('workflow_steps_step_key').on(t.workflowActionId, t.stepDefinitionId)],
);

export type SeparationType = 'Hard' | 'Soft';

export const territories = pgTable(
  'territories',
  {
    id: id(),
    name: text('name').notNull(),
    no: integer('no'),
    distributionCenterId: integer('distribution_center_id').references(() => distributionCenters.id, {
      onDelete: 'cascade',
    }),
    polygon: jsonb('polygon').$type<PolygonPoint[]>().notNull().default([]),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    defaultVehicleId: integer('default_vehicle_id').references(() => vehicles.id, {
      onDelete: 'set null',
    }),
    startDate: date('start_date', { mode: 'string' }),
    endDate: date('end_date', { mode: 'string' }),
    daysOfWeek: smallint('days_of_week').array().notNull().default(emptyArray),
    daysOfMonth: smallint('days_of_month').array().notNull().default(emptyArray),
    tag: text('tag'),
    separationType: text('separation_type').$type<SeparationType>().notNull().default('Hard'),
    territoryType: text('territory_type'),
    ...stamps,
  },
  (t) => [unique('territories_name_key').on(t.distributionCenterId, t.name)],
);

export const territoryLocations = pgTable(
  'territory_locations',
  {
    territoryId: integer('territory_id')
      .notNull()
      .references(() => territories.id, { onDelete: 'cascade' }),
    locationId: integer('location_id')
      .notNull()
      .unique('territory_locations_location_key')
      .references(() => locations.id, { onDelete: 'cascade' }),
    visitOrder: integer('visit_order'),
    ...stamps,
  },
  (t) => [primaryKey({ columns: [t.territoryId, t.locationId] })],
);
