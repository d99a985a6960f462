import { uploadHistorySchema } from '../upload.schema.js';
import { type ResourceConfig } from '../resource-config.js';

/** The History Data tab of Data Upload (GET datauploads): read-only, newest first. */
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
  storage: {
    table: 'data_uploads',
    claimKey: 'data-upload',
    itemNameKey: 'masterData.item.dataUpload',
    columns: [
      { field: 'id', kind: 'integer', readOnly: true, grid: false },
      {
        field: 'status',
        kind: 'text',
        readOnly: true,
        filter: true,
        sort: true,
        label: 'masterData.field.status',
      },
      {
        field: 'name',
        kind: 'text',
        readOnly: true,
        filter: true,
        sort: true,
        label: 'masterData.field.fileName',
      },
      {
        field: 'createdAt',
        kind: 'timestamp',
        readOnly: true,
        sort: true,
        label: 'masterData.field.createdAt',
      },
      {
        field: 'type',
        kind: 'text',
        readOnly: true,
        filter: true,
        sort: true,
        label: 'masterData.field.uploadType',
      },
      { field: 'distributionCenterId', kind: 'integer', readOnly: true, filter: true, grid: false },
      // whether the sheet was kept, to download (computed by the server)
      { field: 'hasFile', kind: 'boolean', readOnly: true, grid: false },
    ],
    fields: [],
    defaultSort: { field: 'createdAt', direction: 'desc' },
    unique: [],
    usedBy: [],
    scope: { kind: 'center' },
  },
} as const satisfies ResourceConfig;
