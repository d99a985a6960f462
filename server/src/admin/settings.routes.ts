import { z } from 'zod';
import { fieldDefinitionSchema } from '@rota/core';
import {
  mappingSettingsRules,
  mappingSettingsSchema,
  settingsFieldSpecs,
  settingsSchemas,
  settingsValidation,
  SETTINGS_KINDS,
  toFieldDefinitions,
  type SettingsKind,
} from '@rota/core/admin';
import { SETTINGS_ROLES } from '@rota/core/auth';
import { ok } from '../platform/answer.js';
import { defineRoute, type RouteDefinition } from '../platform/define-route.js';
import { loadSettings, restoreSettings, saveSettings } from './settings.repository.js';

const tags = ['Settings'];
const settingsRead = { roles: SETTINGS_ROLES, claim: 'dashboard;read' } as const;
const settingsWrite = { roles: SETTINGS_ROLES, claim: 'dashboard;write' } as const;
const kindParams = z.object({ kind: z.enum(SETTINGS_KINDS) });
const valuesSchema = z.record(z.string(), z.unknown());

function saveRoute(method: 'PUT' | 'POST'): RouteDefinition {
  return defineRoute({
    method,
    url: '/api/settings/:kind/save',
    access: settingsWrite,
    summary: `Save general or mapping settings (${method})`,
    tags,
    params: kindParams,
    body: valuesSchema,
    response: valuesSchema,
    async handler({ params, body, platform, user, t }) {
      const kind: SettingsKind = params.kind;
      const checked = settingsValidation[kind].safeParse(body);
      if (!checked.success) {
        return {
          kind: 'fail',
          status: 400,
          messageKey: 'server.invalidBody',
          validation: checked.error.issues.map((i) => ({
            field: i.path.join('.'),
            message: t(i.message, (i as { params?: Record<string, number> }).params ?? {}),
          })),
        };
      }
      const typed = settingsSchemas[kind].parse(checked.data) as Record<string, unknown>;
      // Rules across fields (core's, as the form shows them): on the values as they will be stored.
      if (kind === 'mapping') {
        const refused = mappingSettingsRules({ ...(await loadSettings(platform.db, kind)), ...typed });
        if (refused.length > 0)
          return {
            kind: 'fail',
            status: 400,
            messageKey: 'server.invalidBody',
            validation: refused.map((r) => ({ field: r.field, message: t(r.message) })),
          };
      }
      await saveSettings(platform.db, kind, typed, user.email);
      return ok(await loadSettings(platform.db, kind), { messageKey: 'admin.settings.saved' });
    },
  });
}

export const settingsRoutes = [
  defineRoute({
    method: 'GET',
    url: '/api/settings/:kind/input-field-options',
    access: settingsRead,
    summary: 'Field definitions of the settings form; each defaultValue is the saved value',
    tags,
    params: kindParams,
    response: z.array(fieldDefinitionSchema),
    async handler({ params, platform, t }) {
      const current = await loadSettings(platform.db, params.kind);
      const specs = settingsFieldSpecs[params.kind].map((spec) => ({
        ...spec,
        defaultValue: current[spec.name] ?? spec.defaultValue,
      }));
      return ok(toFieldDefinitions(specs, t));
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/api/settings/:kind',
    access: settingsRead,
    summary: 'The saved values of general or mapping settings',
    tags,
    params: kindParams,
    response: valuesSchema,
    async handler({ params, platform }) {
      return ok(await loadSettings(platform.db, params.kind));
    },
  }),
  saveRoute('PUT'),
  saveRoute('POST'),
  defineRoute({
    // POST: it changes what is stored (the spec's GET would let a link or a prefetch reset settings).
    method: 'POST',
    url: '/api/settings/:kind/restore',
    access: settingsWrite,
    summary: 'Restore the defaults of general or mapping settings; answers the values',
    tags,
    params: kindParams,
    response: valuesSchema,
    async handler({ params, platform }) {
      return ok(await restoreSettings(platform.db, params.kind), { messageKey: 'admin.settings.restored' });
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/api/map-config',
    access: {},
    summary: 'What every map needs from the mapping settings (provider, key, modes)',
    tags,
    response: mappingSettingsSchema,
    async handler({ platform }) {
      return ok(mappingSettingsSchema.parse(await loadSettings(platform.db, 'mapping')));
    },
  }),
];
