import { uploadHistorySchema } from '../upload.schema.js';
import { type ResourceConfig } from '../resource-config.js';

export const uploadHistoryResource = {
  path: 'datauploads',
  keyField: 'id',
  itemSchema: uploadHistorySchema,
  listField: null,
  emptyMessageKey: 'masterData.empty.history',
  pageNameKey: 'masterData.upload.historyData',
  pageSize: 20,
  gridHeight: '62vh',
  actions: { add: false, update: false, delete: false, export: true },
} as const satisfies ResourceConfig;
