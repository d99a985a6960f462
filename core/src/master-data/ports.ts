import type { HttpAnswer } from '../shared/ports.js';
import type { LastRecordedLocation } from './location.schema.js';
import type { UploadKind } from './upload.schema.js';

export const VEHICLE_LOCATION_GATEWAY = Symbol.for('rota.VehicleLocationGateway');
export const UPLOAD_GATEWAY = Symbol.for('rota.UploadGateway');

/** POST vehicles/last-recorded-locations with a list of vehicle refNos. */
export interface VehicleLocationGateway {
  lastRecordedLocations(vehicleRefNos: readonly string[]): Promise<HttpAnswer<LastRecordedLocation[]>>;
}

/** Multipart POST file-upload/{kind} with the file in field `file`. */
export interface UploadGateway<F = unknown> {
  upload(kind: UploadKind, file: F, fileName: string): Promise<HttpAnswer<unknown>>;
}
