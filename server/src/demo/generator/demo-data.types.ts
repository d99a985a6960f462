/**
 * The demo data set: plain values named after spec 02's fields. Records point at each other by
 * reference number (or by name for regions and distribution centers), never by database id, so
 * the same data can be written to any store. Times of day are 'HH:mm', dates 'YYYY-MM-DD', day
 * numbers 0 = Monday to 6 = Sunday, durations in minutes, weights in kg, volumes in m3, money in
 * TRY, costs per day (fixed), per hour (duration) and per km (distance).
 */
import type { GeoPoint } from './istanbul-water.js';

export type DemoOrderType = 'DELIVERY' | 'PICKUP';

export interface DemoRegion {
  name: string;
  country: string;
}

export interface DemoDistributionCenter {
  name: string;
  regionName: string;
  address: string;
  note: string;
  latitude: number;
  longitude: number;
  country: string;
  city: string;
  district: string;
  postalCode: string;
  phoneNumber: string;
}

export interface DemoTimeWindow {
  startTime: string;
  endTime: string;
  /** empty: every day */
  days: number[];
}

export interface DemoLocation {
  refNo: string;
  name: string;
  distributionCenterName: string;
  address: string;
  locationType: string;
  isDepot: boolean;
  latitude: number;
  longitude: number;
  note: string | null;
  client: string | null;
  clientName: string | null;
  city: string;
  district: string;
  neighbourhood: string;
  postalCode: string;
  accessPoint: string | null;
  phoneNumber: string;
  countryName: string;
  serviceDuration: number;
  timeWindows: DemoTimeWindow[];
}

export interface DemoDepot {
  refNo: string;
  name: string;
  distributionCenterName: string;
  locationRefNo: string;
}

export interface DemoCargoType {
  refNo: string;
  name: string;
  description: string;
}

export interface DemoOperationType {
  refNo: string;
  name: string;
  action: DemoOrderType;
  actionDisplay: string;
  serviceDuration: number;
  description: string;
}

export interface DemoVehicleType {
  refNo: string;
  name: string;
  weightCapacity: number;
  volumeCapacity: number;
  insuranceLimit: number;
  fixedCost: number;
  durationUnitCost: number;
  distanceUnitCost: number;
  description: string;
}

export interface DemoVehicle {
  refNo: string;
  plate: string;
  vehicleTypeRefNo: string;
  distributionCenterName: string;
  departureLocationRefNo: string;
  arrivalLocationRefNo: string;
  shiftStart: string;
  shiftEnd: string;
  fixedCost: number;
  durationUnitCost: number;
  distanceUnitCost: number;
  weightCapacity: number;
  volumeCapacity: number;
  insuranceLimit: number;
  defaultDriverRefNo: string | null;
}

export interface DemoDriver {
  refNo: string;
  distributionCenterName: string;
  givenName: string;
  surname: string;
  employeeNumber: string;
  phone: string;
  email: string;
  username: string;
  address: string;
  employeeStartDate: string;
}

export interface DemoOrder {
  refNo: string;
  distributionCenterName: string;
  name: string;
  date: string;
  orderType: DemoOrderType;
  locationRefNo: string;
  cargoTypeRefNo: string;
  operationTypeRefNo: string;
  amount: number;
  weight: number;
  volume: number;
  monetaryValue: number;
  invoiceAmount: number;
  currency: string;
  material: string;
  isOptional: boolean;
  createdByDepotRefNo: string;
  assignedToDepotRefNo: string;
  inboundDate: string;
  serveAfter: string | null;
  serveBefore: string | null;
  description: string | null;
  customServiceDuration: number | null;
}

export interface DemoOperationTypeTimeWindow extends DemoTimeWindow {
  operationTypeRefNo: string;
}

export interface DemoVehicleTypeCapability {
  vehicleTypeRefNo: string;
  operationTypeRefNo: string;
  isCapable: boolean;
}

export interface DemoVehicleCapability {
  vehicleRefNo: string;
  operationTypeRefNo: string;
  isCapable: boolean;
}

export interface DemoGeofence {
  name: string;
  /** 0 = Avoid */
  type: 0 | 1;
  distributionCenterName: string;
  polygon: GeoPoint[];
  daysOfWeek: number[];
  daysOfMonth: number[];
  specialDates: string[];
}

export interface DemoStepDefinition {
  name: string;
  displayName: string;
}

export interface DemoWorkflowStep {
  stepName: string;
  actionOrder: number;
  isRequired: boolean;
}

export interface DemoWorkflowAction {
  operationTypeRefNo: string;
  actionOrder: number;
  steps: DemoWorkflowStep[];
}

export interface DemoWorkflow {
  name: string;
  isDefault: boolean;
  workflowActions: DemoWorkflowAction[];
}

export interface DemoTerritoryLocation {
  locationRefNo: string;
  /** from 1 */
  visitOrder: number;
}

export interface DemoTerritory {
  name: string;
  no: number;
  distributionCenterName: string;
  polygon: GeoPoint[];
  latitude: number;
  longitude: number;
  defaultVehicleRefNo: string | null;
  startDate: string;
  endDate: string | null;
  daysOfWeek: number[];
  daysOfMonth: number[];
  tag: string;
  separationType: 'Hard' | 'Soft';
  territoryType: string;
  locations: DemoTerritoryLocation[];
}

export interface DemoData {
  seed: number;
  today: string;
  regions: DemoRegion[];
  distributionCenters: DemoDistributionCenter[];
  /** depot places first, then customer locations */
  locations: DemoLocation[];
  depots: DemoDepot[];
  cargoTypes: DemoCargoType[];
  operationTypes: DemoOperationType[];
  vehicleTypes: DemoVehicleType[];
  drivers: DemoDriver[];
  vehicles: DemoVehicle[];
  orders: DemoOrder[];
  operationTypeTimeWindows: DemoOperationTypeTimeWindow[];
  vehicleTypeCapabilities: DemoVehicleTypeCapability[];
  vehicleCapabilities: DemoVehicleCapability[];
  geofences: DemoGeofence[];
  stepDefinitions: DemoStepDefinition[];
  workflows: DemoWorkflow[];
  territories: DemoTerritory[];
}
