import { fieldDefinitionListSchema } from '@rota/core';
import { toFieldDefinitions, type FieldSpec } from '@rota/core/admin';
import { ok } from './answer.js';
import { defineRoute, type RouteDefinition, type SignedInAccess } from './define-route.js';

/**
 * `GET {resource}/input-field-options` from the same field specs the resource's body is
 * validated with (`fieldSpecsToSchema(specs)`), texts in the request's language.
 */
export function fieldOptionsRoute(
  url: string,
  specs: readonly FieldSpec[],
  access: SignedInAccess,
  tags?: string[],
): RouteDefinition {
  return defineRoute({
    method: 'GET',
    url,
    access,
    summary: 'Field definitions of the form, in the request language',
    ...(tags ? { tags } : {}),
    response: fieldDefinitionListSchema,
    async handler({ t }) {
      return ok(toFieldDefinitions(specs, t));
    },
  });
}
