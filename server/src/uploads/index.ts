import type { RouteDefinition } from '../platform/define-route.js';
import { templateRoutes } from './template.routes.js';
import { uploadFileRoutes } from './upload-files.routes.js';
import { uploadRoutes } from './upload.routes.js';

/** Bulk .xlsx uploads and their templates. */
export const uploadAreaRoutes: readonly RouteDefinition[] = [
  ...uploadRoutes(),
  ...uploadFileRoutes,
  ...templateRoutes,
];
