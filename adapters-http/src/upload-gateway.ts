import {
  templatePath,
  uploadPath,
  uploadReportSchema,
  type UploadKind,
  type UploadReport,
  type UploadTemplate,
} from '@rota/core';
import type { HttpClient, HttpFailure, HttpResult } from './http-client.js';

export interface UploadOptions {
  /** Check every row and answer the report without storing anything. */
  readonly dryRun?: boolean;
  /** Bytes sent so far and the file's size when known. */
  readonly onProgress?: (sent: number, total: number | null) => void;
}

/**
 * What an upload answered: the report when the server read the file (accepted, or refused row by
 * row with 400), else the failure (no right, file too large, server unreachable), with the
 * report too when a refusal carried one.
 */
export type UploadAnswer =
  | { readonly ok: true; readonly report: UploadReport; readonly message: string | null }
  | { readonly ok: false; readonly report: UploadReport | null; readonly failure: HttpFailure };

export interface UploadGatewayOptions {
  /** Where the template files are served (the server's address; the page's own by default). */
  readonly baseURL?: string;
}

/** The .xlsx uploads of spec 02 and 03 and their templates, over the one HTTP client. */
export interface FileUploadGateway {
  /** Multipart POST file-upload/{kind}, the file in field `file`. */
  upload(kind: UploadKind, file: Blob, fileName: string, options?: UploadOptions): Promise<UploadAnswer>;
  /** GET /doc/{folder by role}/{templateName}.xlsx in the given language: the file's bytes. */
  template(
    role: string | null | undefined,
    template: Pick<UploadTemplate, 'templateName'>,
    language: string,
  ): Promise<HttpResult<Uint8Array>>;
}

export function createUploadGateway(http: HttpClient, options: UploadGatewayOptions = {}): FileUploadGateway {
  return {
    async upload(kind, file, fileName, uploadOptions = {}) {
      const form = new FormData();
      form.append('file', file, fileName);
      const result = await http.request({
        method: 'POST',
        url: uploadPath(kind),
        data: form,
        headers: { 'Content-Type': 'multipart/form-data' },
        schema: uploadReportSchema,
        notifyErrors: false,
        ...(uploadOptions.dryRun ? { params: { dryRun: true } } : {}),
        ...(uploadOptions.onProgress ? { onUploadProgress: uploadOptions.onProgress } : {}),
      });
      if (result.ok) return { ok: true, report: result.data, message: result.envelope?.message ?? null };
      const refused = uploadReportSchema.safeParse(result.error.envelope?.data);
      return { ok: false, report: refused.success ? refused.data : null, failure: result.error };
    },
    template(role, template, language) {
      return http.bytes({
        url: templatePath(role, template),
        baseURL: options.baseURL ?? '/',
        params: { lang: language },
        notifyErrors: false,
        timezoneOffset: false,
      });
    },
  };
}
