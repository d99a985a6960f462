import { fail, ok, type Result } from '../shared/message.js';
import type { UploadKind, UploadTemplate } from './upload.schema.js';

/** Only .xlsx files are accepted. */
export const UPLOAD_EXTENSION = '.xlsx';

export function isXlsxFileName(name: string): boolean {
  return name.toLowerCase().endsWith(UPLOAD_EXTENSION) && name.length > UPLOAD_EXTENSION.length;
}

/** Template folder: DC_Manager for the DC Manager role, Admin for every other role. */
export function templateFolder(role: string | null | undefined): 'DC_Manager' | 'Admin' {
  return role === 'DC Manager' ? 'DC_Manager' : 'Admin';
}

/** Static template path: /doc/{Admin or DC_Manager}/{name}.xlsx. */
export function templatePath(
  role: string | null | undefined,
  template: Pick<UploadTemplate, 'templateName'>,
): string {
  return `/doc/${templateFolder(role)}/${template.templateName}${UPLOAD_EXTENSION}`;
}

/** The multipart endpoint of an upload kind. */
export function uploadPath(kind: UploadKind): string {
  return `file-upload/${kind}`;
}

export interface ChosenFile<F> {
  label: string;
  file: F;
  fileName: string;
}

/** Choosing a file for a template: one .xlsx file per template, replacing the previous one. */
export function chooseFile<F>(
  chosen: ReadonlyMap<string, ChosenFile<F>>,
  label: string,
  file: F,
  fileName: string,
): Result<Map<string, ChosenFile<F>>> {
  if (!isXlsxFileName(fileName)) return fail('NOT_XLSX', 'masterData.upload.onlyXlsx');
  const next = new Map(chosen);
  next.set(label, { label, file, fileName });
  return ok(next);
}

/** Only chosen files are sent, in ascending sortOrder of their templates. */
export function uploadQueue<F>(
  templates: readonly UploadTemplate[],
  chosen: ReadonlyMap<string, ChosenFile<F>>,
): (UploadTemplate & { chosen: ChosenFile<F> })[] {
  return [...templates]
    .sort((a, b) => a.sortOrder - b.sortOrder)
    .flatMap((t) => {
      const c = chosen.get(t.label);
      return c ? [{ ...t, chosen: c }] : [];
    });
}

/** Error lines to show for one upload: the server's messages, or 'An error occurred'. */
export function uploadErrorLines(
  messages: readonly (string | null | undefined)[] | null | undefined,
): { key?: string; text?: string }[] {
  const texts = (messages ?? []).filter((m): m is string => typeof m === 'string' && m.trim() !== '');
  return texts.length > 0 ? texts.map((text) => ({ text })) : [{ key: 'common.anErrorOccurred' }];
}
