import { z } from 'zod';
import {
  DATA_UPLOAD_TEMPLATES,
  TERRITORY_UPLOAD_TEMPLATES,
  MASTER_DATA_RESOURCES,
  specsWithRequiredCenter,
  UPLOAD_EXTENSION,
  UPLOAD_RESOURCES,
  type TemplateFolder,
} from '@rota/core';
import { fail, raw } from '../platform/answer.js';
import { defineRoute, type RouteDefinition } from '../platform/define-route.js';
import { SERVER_LANGUAGES, requestLanguage, translatorFor } from '../platform/i18n.js';
import { templateWorkbook } from './template-workbook.js';
import { PIPELINE_UPLOAD_KINDS } from './upload-targets.js';

const params = z.object({ folder: z.enum(['Admin', 'DC_Manager']), file: z.string().min(1) });
const query = z.object({ lang: z.enum(SERVER_LANGUAGES).optional() });

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * GET /doc/{Admin|DC_Manager}/{template}.xlsx: the upload template of a kind, made from the
 * fields the upload reads, in the language of `?lang` or Accept-Language. Public: it holds no data.
 */
export const templateRoutes: readonly RouteDefinition[] = [
  defineRoute<unknown, z.infer<typeof query>, z.infer<typeof params>>({
    method: 'GET',
    url: '/doc/:folder/:file',
    access: 'public',
    summary: 'An upload template (.xlsx) with header notes and drop-down lists',
    tags: ['Data upload'],
    params,
    query,
    async handler({ params: { folder, file }, query: { lang }, request }) {
      const template = [...DATA_UPLOAD_TEMPLATES, ...TERRITORY_UPLOAD_TEMPLATES].find(
        (d) => `${d.templateName}${UPLOAD_EXTENSION}` === file,
      );
      const kind = PIPELINE_UPLOAD_KINDS.find((k) => k === template?.kind);
      if (!template || !kind) return fail(404, 'masterData.upload.unknownTemplate');
      const language = lang ?? requestLanguage(request);
      const t = translatorFor(language);
      // The center a record must name is noted as required, as the server's writes refuse it.
      const fields = specsWithRequiredCenter(MASTER_DATA_RESOURCES[UPLOAD_RESOURCES[kind]].storage);
      const bytes = await templateWorkbook(
        fields,
        folder as TemplateFolder,
        t(`masterData.upload.${template.label}`),
        t,
      );
      const name = language === 'en' ? file : file.replace(/\.xlsx$/, `_${language}.xlsx`);
      return raw((reply) =>
        reply
          .code(200)
          .header('content-type', XLSX_TYPE)
          .header('content-disposition', `attachment; filename="${name}"`)
          .send(bytes),
      );
    },
  }),
];
