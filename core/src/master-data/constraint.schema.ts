import { z } from 'zod';
import type { FieldSpec } from '../admin/index.js';
import { optText } from './common.schema.js';

const hhmm = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/);

/** Time window constraint of a location or of an operation type. */
export const timeWindowConstraintSchema = z.object({
  id: z.number().int().nullish(),
  startTime: hhmm,
  endTime: hhmm,
  date: optText,
  days: optText,
  locationRefNo: optText,
  locationName: optText,
  operationTypeRefNo: optText,
  operationTypeName: optText,
});
export type TimeWindowConstraint = z.infer<typeof timeWindowConstraintSchema>;
export const timeWindowConstraintCreateBodySchema = z.array(timeWindowConstraintSchema).min(1);

/** PUT time-window-constraints/{id}/location sends only the times and the reference. */
export const locationTimeWindowUpdateBodySchema = z.object({
  startTime: hhmm,
  endTime: hhmm,
  locationRefNo: z.string().min(1),
});
/** PUT time-window-constraints/{id}/operation-type. */
export const operationTypeTimeWindowUpdateBodySchema = z.object({
  startTime: hhmm,
  endTime: hhmm,
  operationTypeRefNo: z.string().min(1),
});
export const timeWindowDeleteBodySchema = z.array(z.number().int()).min(1);

export function toTimeWindowUpdateBody(c: TimeWindowConstraint, kind: 'location' | 'operation-type') {
  return kind === 'location'
    ? { startTime: c.startTime, endTime: c.endTime, locationRefNo: c.locationRefNo ?? '' }
    : { startTime: c.startTime, endTime: c.endTime, operationTypeRefNo: c.operationTypeRefNo ?? '' };
}

const refList = z.array(z.string());

/** Which operation types a vehicle type can and cannot do. */
export const vehicleTypeOperationTypeConstraintSchema = z.object({
  vehicleTypeRefNo: z.string().min(1),
  vehicleTypeName: optText,
  capableOperationTypeRefNoList: refList,
  nonCapableOperationTypeRefNoList: refList,
  capableOperationTypeName: optText,
  nonCapableOperationTypeName: optText,
});
export type VehicleTypeOperationTypeConstraint = z.infer<typeof vehicleTypeOperationTypeConstraintSchema>;
export const vehicleTypeOperationTypeConstraintUpdateBodySchema =
  vehicleTypeOperationTypeConstraintSchema.pick({
    vehicleTypeRefNo: true,
    nonCapableOperationTypeRefNoList: true,
    capableOperationTypeRefNoList: true,
  });

/** Which operation types one vehicle (by plate) can and cannot do. */
export const vehicleOperationTypeConstraintSchema = z.object({
  vehicleRefNo: z.string().min(1),
  vehiclePlate: optText,
  capableOperationTypeRefNoList: refList,
  nonCapableOperationTypeRefNoList: refList,
  capableOperationTypeName: optText,
  nonCapableOperationTypeName: optText,
});
export type VehicleOperationTypeConstraint = z.infer<typeof vehicleOperationTypeConstraintSchema>;
export const vehicleTypeOperationTypeConstraintCreateBodySchema = z
  .array(vehicleTypeOperationTypeConstraintSchema)
  .min(1);
export const vehicleOperationTypeConstraintCreateBodySchema = z
  .array(vehicleOperationTypeConstraintSchema)
  .min(1);

/** A capability list may not name an operation type as both capable and non-capable. */
export function hasConflictingCapabilities(c: {
  capableOperationTypeRefNoList: string[];
  nonCapableOperationTypeRefNoList: string[];
}): boolean {
  const capable = new Set(c.capableOperationTypeRefNoList);
  return c.nonCapableOperationTypeRefNoList.some((r) => capable.has(r));
}

/** The lists of operation types a capability record holds, beside the field naming its owner. */
export function capabilityFields(owner: FieldSpec): FieldSpec[] {
  const list = (name: string, label: string): FieldSpec => ({
    name,
    type: 'multipleSelect',
    label,
    defaultValue: [],
    dataSource: 'operation-types',
  });
  return [
    owner,
    list('capableOperationTypeRefNoList', 'masterData.fleet.field.capable'),
    list('nonCapableOperationTypeRefNoList', 'masterData.fleet.field.nonCapable'),
  ];
}

/** The forms of the two capability grids (their input-field-options and body checks). */
export const vehicleTypeCapabilityFields: readonly FieldSpec[] = capabilityFields({
  name: 'vehicleTypeRefNo',
  type: 'singleSelect',
  label: 'masterData.fleet.field.vehicleType',
  required: true,
  updatable: false,
  dataSource: 'vehicle-types',
});

export const vehicleCapabilityFields: readonly FieldSpec[] = capabilityFields({
  name: 'vehicleRefNo',
  type: 'singleSelect',
  label: 'masterData.fleet.field.vehicle',
  required: true,
  updatable: false,
  dataSource: 'vehicles',
});
