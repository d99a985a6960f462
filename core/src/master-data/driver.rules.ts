import type { Driver } from './vehicle.schema.js';

/** Multipart field carrying the new photo on POST /driver/{refNo}/update-photo. */
export const DRIVER_PHOTO_FIELD = 'formFile';

/**
 * POST driver and its update send multipart form fields: every present value as text, the
 * base64 photo left out (it travels on its own call), username sent under both spellings.
 */
export function driverFormFields(driver: Driver): Record<string, string> {
  const { photo: _photo, username, userName, ...rest } = driver;
  const fields: Record<string, string> = {};
  for (const [key, value] of Object.entries(rest)) {
    if (value !== null && value !== undefined && value !== '') fields[key] = String(value);
  }
  const name = userName ?? username;
  if (name) {
    fields['userName'] = name;
    fields['username'] = name;
  }
  return fields;
}

/** The path of the photo update call. */
export function driverPhotoPath(refNo: string): string {
  return `/driver/${encodeURIComponent(refNo)}/update-photo`;
}
