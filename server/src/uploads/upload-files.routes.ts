import type { z } from 'zod';
import { masterDataApi } from '@rota/core';
import { fail, raw } from '../platform/answer.js';
import { defineRoute, type RouteDefinition } from '../platform/define-route.js';
import { canSeeCenter } from '../master-data/resource-scope.rules.js';
import { visibleCenters } from '../master-data/resource-scope.repository.js';
import { fileStoreOf } from '../storage/index.js';
import { uploadFileEntry, XLSX_CONTENT_TYPE } from './upload-history.repository.js';

const call = masterDataApi.uploadFile;

/** GET datauploads/{id}/file: the .xlsx an upload in the history was made from, to download. */
export const uploadFileRoutes: readonly RouteDefinition[] = [
  defineRoute<unknown, unknown, z.infer<typeof call.params>>({
    method: call.method,
    url: `/api/${call.path}`,
    access: { claim: 'data-upload;read' },
    summary: call.summary,
    tags: ['Data upload'],
    params: call.params,
    async handler({ params: { id }, user, platform }) {
      const entry = await uploadFileEntry(platform.db.orm, id);
      // Another center's upload answers as one that does not exist.
      const visibility = await visibleCenters(platform.db.orm, user);
      if (!entry || !canSeeCenter(visibility, entry.distributionCenterId))
        return fail(404, 'server.resourceNotFound');
      const file = entry.fileKey
        ? await fileStoreOf(platform.db, platform.config.fileStore).get(entry.fileKey)
        : undefined;
      if (!file) return fail(404, 'masterData.upload.fileNotKept', { params: { file: entry.name } });
      return raw((reply) =>
        reply
          .code(200)
          .header('content-type', XLSX_CONTENT_TYPE)
          .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(entry.name)}`)
          .send(Buffer.from(file.content.buffer, file.content.byteOffset, file.content.byteLength)),
      );
    },
  }),
];
