import { z } from 'zod';
import { healthSchema, mappingSettingsSchema, type FormValues } from '@rota/core';
import { dashboardSchema } from '@rota/core/tracking';
import type { HttpClient } from './http-client.js';

/** GET dashboard with the live-tracking flag the dashboard page reads beside the figures. */
export const dashboardAnswerSchema = dashboardSchema.extend({
  liveTracking: z.looseObject({ available: z.boolean() }).optional(),
});
export type DashboardAnswer = z.infer<typeof dashboardAnswerSchema>;

/** The two settings forms (spec 02 "Settings"). */
export type SettingsKind = 'general' | 'mapping';

/**
 * The calls of the web app's shell and generic blocks: the server's version, the dashboard, a
 * form field's options from its data source, the map's settings and the settings forms.
 */
export function createAppGateway(http: HttpClient) {
  return {
    /** GET health, quietly and outside the sign-in renewal (the user menu shows the version). */
    health: () =>
      http.request({ url: 'health', schema: healthSchema, notifyErrors: false, skipSessionGuard: true }),
    dashboard: () => http.request({ url: 'dashboard', schema: dashboardAnswerSchema }),
    /** A metadata field's options: GET its `dataSource` with the parent field's value. */
    fieldOptions: (dataSource: string, query: Record<string, unknown>) =>
      http.request({ url: dataSource, params: query, notifyErrors: false }),
    /** GET map-config: the provider and tiles Mapping Settings name, for every map. */
    mapConfig: () => http.request({ url: 'map-config', schema: mappingSettingsSchema, notifyErrors: false }),
    settingsFields: (kind: SettingsKind) => http.request({ url: `settings/${kind}/input-field-options` }),
    settings: (kind: SettingsKind) => http.request<FormValues>({ url: `settings/${kind}` }),
    restoreSettings: (kind: SettingsKind) =>
      http.request<FormValues>({ method: 'POST', url: `settings/${kind}/restore`, data: {} }),
    saveSettings: (kind: SettingsKind, values: FormValues) =>
      http.request({ method: 'PUT', url: `settings/${kind}/save`, data: values }),
  };
}
export type AppGateway = ReturnType<typeof createAppGateway>;
