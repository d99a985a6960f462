import { z } from 'zod';

/** Upload history row (GET datauploads); `id` keys the row, `distributionCenterId` its center. */
export const uploadHistorySchema = z.object({
  id: z.number().int().nullish(),
  distributionCenterId: z.number().int().nullish(),
  status: z.string(),
  name: z.string(),
  createdAt: z.string(),
  type: z.string(),
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
