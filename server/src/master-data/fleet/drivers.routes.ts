import { DRIVER_PHOTO_FIELD, MASTER_DATA_RESOURCES, masterDataApi } from '@rota/core';
import { fail, ok } from '../../platform/answer.js';
import { defineRoute, type RouteDefinition } from '../../platform/define-route.js';
import { defineResource } from '../define-resource.js';
import { answerOf } from '../resource-answers.js';
import { findRow } from '../resource.repository.js';
import { visibleCenters } from '../resource-scope.repository.js';
import { driverComputed, updateDriverPhoto } from './fleet.repository.js';
import { formOrJson } from './multipart-form.js';

const drivers = MASTER_DATA_RESOURCES.drivers;
const computed = driverComputed;

/** The largest photo accepted, in bytes. */
export const DRIVER_PHOTO_MAX_BYTES = 2 * 1024 * 1024;

/** Image types a photo may be, known by their first bytes (the declared type is not trusted). */
const IMAGE_SIGNATURES: readonly { type: string; test: (b: Buffer) => boolean }[] = [
  { type: 'image/jpeg', test: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  { type: 'image/png', test: (b) => b.subarray(0, 8).equals(Buffer.from([137, 80, 78, 71, 13, 10, 26, 10])) },
  { type: 'image/gif', test: (b) => b.subarray(0, 4).toString('latin1') === 'GIF8' },
  {
    type: 'image/webp',
    test: (b) =>
      b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP',
  },
];

export function imageTypeOf(bytes: Buffer): string | null {
  return IMAGE_SIGNATURES.find((s) => s.test(bytes))?.type ?? null;
}

/** A driver form: `userName` is the other spelling of `username`; create takes one driver or a list. */
async function readDriverBody(request: Parameters<typeof formOrJson>[0], mode: 'create' | 'update') {
  const body = await formOrJson(request);
  const spell = (item: unknown) => {
    if (!item || typeof item !== 'object' || Array.isArray(item)) return item;
    const record = item as Record<string, unknown>;
    return record['username'] === undefined && record['userName'] !== undefined
      ? { ...record, username: record['userName'] }
      : record;
  };
  if (mode === 'update') return spell(body);
  return Array.isArray(body) ? body.map(spell) : body && typeof body === 'object' ? [spell(body)] : body;
}

const photoCall = masterDataApi.updateDriverPhoto;
const tooLarge = `${DRIVER_PHOTO_MAX_BYTES / (1024 * 1024)} MB`;

/** POST driver/{refNo}/update-photo: the image in the multipart field formFile, kept as base64. */
const updatePhoto = defineRoute<unknown, unknown, { refNo: string }>({
  method: photoCall.method,
  url: `/api/${photoCall.path}`,
  access: { claim: `${drivers.storage.claimKey};write` },
  summary: `${photoCall.summary}; JPEG, PNG, GIF or WebP up to ${tooLarge}`,
  tags: ['Master data'],
  params: photoCall.params,
  response: photoCall.response,
  async handler({ request, params, user, platform, t }) {
    const visibility = await visibleCenters(platform.db.orm, user);
    const found = await findRow(platform.db.orm, { config: drivers, computed }, params.refNo, visibility);
    if (!found.ok) return answerOf(found, t, t(drivers.storage.itemNameKey));
    const missing = fail(400, 'masterData.fleet.photo.missing', {
      validation: [{ field: DRIVER_PHOTO_FIELD, message: 'masterData.fleet.photo.missing' }],
    });
    if (!request.isMultipart()) return missing;
    let bytes: Buffer | null = null;
    try {
      for await (const part of request.parts({ limits: { fileSize: DRIVER_PHOTO_MAX_BYTES, files: 1 } })) {
        if (part.type !== 'file') continue;
        const content = await part.toBuffer();
        if (part.fieldname === DRIVER_PHOTO_FIELD) bytes = content;
      }
    } catch (error) {
      const code = (error as { code?: string }).code;
      if (code === 'FST_REQ_FILE_TOO_LARGE')
        return fail(413, 'masterData.fleet.photo.tooLarge', { params: { max: tooLarge } });
      return fail(400, 'masterData.fleet.form.unreadable');
    }
    if (!bytes || bytes.length === 0) return missing;
    if (!imageTypeOf(bytes))
      return fail(400, 'masterData.fleet.photo.notImage', {
        validation: [{ field: DRIVER_PHOTO_FIELD, message: 'masterData.fleet.photo.notImage' }],
      });
    const photo = bytes.toString('base64');
    await updateDriverPhoto(platform.db.orm, found.found.id, photo);
    return ok({ refNo: params.refNo, photo }, { messageKey: 'masterData.fleet.photo.updated' });
  },
});

/** Drivers: the generic helpers with multipart form bodies, and the photo call. */
export const driverRoutes: readonly RouteDefinition[] = [
  updatePhoto,
  ...defineResource(drivers, {
    computed,
    readBody: readDriverBody,
  }),
];
