import type { ExportKind, MasterDataResource } from '@rota/core';
import type { CellType, ExportColumnKey } from './export-columns.js';

/** A column headed by the CLI's catalog (`cli.export.column.FIELD`). */
const column = (field: string, type?: CellType, kind?: ExportKind): ExportColumnKey => ({
  field,
  labelKey: `cli.export.column.${field}`,
  ...(type ? { type } : {}),
  ...(kind ? { kind } : {}),
});

const minutes = (field: string) => column(field, 'number', 'durationMinutes');
const kilometres = (field: string) => column(field, 'number', 'distanceKm');

/** The jobs grid in the spec's order (spec 01 section 4); the run time in seconds, as the server keeps it. */
export const JOB_COLUMNS: readonly ExportColumnKey[] = [
  column('jobRefNo'),
  column('status'),
  column('orderCount', 'number'),
  column('vehicleCount', 'number'),
  column('runTime', 'number', 'seconds'),
  column('startedAt'),
  column('endDate'),
  column('taskDate'),
  column('version', 'number'),
  column('createDate'),
  column('updateDate'),
  column('result'),
];

/** Job Summary in the spec's order; durations (seconds on the wire) in minutes, distances (metres) in km. */
export const JOB_SUMMARY_COLUMNS: readonly ExportColumnKey[] = [
  column('arrival'),
  column('departure'),
  column('numberOfLocations', 'number'),
  column('numberOfOrders', 'number'),
  column('plate'),
  minutes('serviceDuration'),
  kilometres('totalDistance'),
  minutes('totalDuration'),
  minutes('travelDuration'),
  minutes('waitingDuration'),
];

/** Job Detail in the spec's order, in the same units as Job Summary. */
export const JOB_DETAIL_COLUMNS: readonly ExportColumnKey[] = [
  column('arrival'),
  column('departure'),
  kilometres('distanceFromPrevious'),
  minutes('durationFromPrevious'),
  column('locationName'),
  column('plate'),
  minutes('serviceDuration'),
  column('visitOrder', 'number'),
  minutes('waitingDuration'),
];

/** The users grid: the user fields of spec 02 section 3, roles comma-joined. */
export const USER_COLUMNS: readonly ExportColumnKey[] = [
  column('email'),
  column('username'),
  column('givenName'),
  column('surname'),
  column('phoneNumber'),
  column('phoneNumberConfirmed', 'boolean'),
  column('twoFactorEnabled', 'boolean'),
  column('isEnabled', 'boolean'),
  column('roles', 'list'),
  column('distributionCenterName'),
];

/** Registry grids served by hand (no storage declaration): their columns as the spec names them. */
export const SPECIAL_REGISTRY_COLUMNS: Partial<Record<MasterDataResource, readonly ExportColumnKey[]>> = {
  vehicleTypeOperationTypeConstraints: [
    column('vehicleTypeRefNo'),
    column('vehicleTypeName'),
    column('capableOperationTypeName'),
    column('nonCapableOperationTypeName'),
  ],
  vehicleOperationTypeConstraints: [
    column('vehicleRefNo'),
    column('vehiclePlate'),
    column('capableOperationTypeName'),
    column('nonCapableOperationTypeName'),
  ],
  workflows: [column('name'), column('isDefault', 'boolean')],
};
