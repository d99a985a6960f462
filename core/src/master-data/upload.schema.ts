import { z } from 'zod';

/**
 * Upload history row (GET datauploads); `id` keys the row, `distributionCenterId` its center,
 * `hasFile` says whether the sheet was kept (GET datauploads/{id}/file answers it).
 */
export const uploadHistorySchema = z.object({
  id: z.number().int().nullish(),
  distributionCenterId: z.number().int().nullish(),
  status: z.string(),
  name: z.string(),
  createdAt: z.string(),
  type: z.string(),
  hasFile: z.boolean().optional(),
});
export type UploadHistory = z.infer<typeof uploadHistorySchema>;

/** The upload endpoints under file-upload/ (multipart, field `file`). */
export const UPLOAD_KINDS = [
  'location',
  'order',
  'vehicle',
  'driver',
  'location-territory-input',
  'location-planned-visit',
  'territory-polygon-input',
] as const;
export type UploadKind = (typeof UPLOAD_KINDS)[number];

export const uploadTemplateSchema = z.object({
  label: z.string(),
  sortOrder: z.number().int().positive(),
  kind: z.enum(UPLOAD_KINDS),
  templateName: z.string(),
});
export type UploadTemplate = z.infer<typeof uploadTemplateSchema>;

/** Data Upload page templates (label, order). */
export const DATA_UPLOAD_TEMPLATES: readonly UploadTemplate[] = [
  { label: 'Location', sortOrder: 1, kind: 'location', templateName: 'location_template' },
  { label: 'Order', sortOrder: 2, kind: 'order', templateName: 'order_template' },
  { label: 'Vehicle', sortOrder: 3, kind: 'vehicle', templateName: 'vehicle_template' },
  { label: 'Driver', sortOrder: 4, kind: 'driver', templateName: 'driver_template' },
  {
    label: 'Weekly Planning Data',
    sortOrder: 5,
    kind: 'location-territory-input',
    templateName: 'weekly_planning_data_template',
  },
  {
    label: 'Location Planned Visit',
    sortOrder: 6,
    kind: 'location-planned-visit',
    templateName: 'location_planned_visit_template',
  },
];

/** Territory Data Upload page: one type. */
export const TERRITORY_UPLOAD_TEMPLATES: readonly UploadTemplate[] = [
  {
    label: 'Territory Polygon',
    sortOrder: 1,
    kind: 'territory-polygon-input',
    templateName: 'territory_polygon_template',
  },
];

/** Upload answer: the server's messages per file. */
export const uploadResultSchema = z.object({
  label: z.string(),
  ok: z.boolean(),
  messages: z.array(z.string()),
});
export type UploadResult = z.infer<typeof uploadResultSchema>;

/** One refused cell or row of an uploaded sheet: row number as the sheet shows it (header is 1). */
export const uploadProblemSchema = z.object({
  row: z.number().int(),
  /** The column's header as the template names it, or null for a problem of the whole row. */
  column: z.string().nullable(),
  value: z.string().nullable(),
  message: z.string(),
});
export type UploadProblem = z.infer<typeof uploadProblemSchema>;

export const UPLOAD_STATUSES = ['SUCCESS', 'FAILED'] as const;

/**
 * The answer of POST file-upload/{kind} (multipart field `file`, `?dryRun=true` to check only):
 * all rows are stored or none. 200 with status SUCCESS, or 400 with status FAILED and the
 * problems, in `data` either way; the upload history keeps the same report.
 */
export const uploadReportSchema = z.object({
  kind: z.enum(UPLOAD_KINDS),
  fileName: z.string(),
  dryRun: z.boolean(),
  status: z.enum(UPLOAD_STATUSES),
  rowCount: z.number().int(),
  /** Rows stored (0 on a dry run or when refused). */
  written: z.number().int(),
  problems: z.array(uploadProblemSchema),
  /** Rows with at least one problem, listed or not (the list stops at the server's limit). */
  refusedRows: z.number().int().optional(),
});
export type UploadReport = z.infer<typeof uploadReportSchema>;
