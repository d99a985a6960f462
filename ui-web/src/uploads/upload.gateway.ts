import type { HttpClient } from '@rota/adapters-http';
import {
  templatePath,
  uploadPath,
  uploadReportSchema,
  type UploadKind,
  type UploadReport,
  type UploadTemplate,
} from '@rota/core';

/** One file's answer: accepted or not, the server's per-row report and its summing-up message. */
export interface UploadAnswer {
  ok: boolean;
  report: UploadReport | null;
  message: string | null;
}

export interface UploadsGateway {
  /** POST file-upload/{kind} (multipart field `file`); `dryRun` checks without writing. */
  upload(kind: UploadKind, file: Blob, fileName: string, options: { dryRun: boolean }): Promise<UploadAnswer>;
  /** The template of a kind for the role's folder (/doc/{folder}/{name}.xlsx), in a language. */
  template(
    role: string | null,
    template: Pick<UploadTemplate, 'templateName'>,
    language: string,
  ): Promise<Blob | null>;
}

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The report in an envelope's `data`, when it is one. */
function reportOf(data: unknown): UploadReport | null {
  const parsed = uploadReportSchema.safeParse(data);
  return parsed.success ? parsed.data : null;
}

/**
 * Uploads and templates over the one HTTP client; failures are answers, never toasts. Templates
 * live beside the API, under `docBaseURL` (the site's root by default).
 */
export function createUploadsGateway(
  http: HttpClient,
  { docBaseURL = '/' }: { docBaseURL?: string } = {},
): UploadsGateway {
  return {
    async upload(kind, file, fileName, { dryRun }) {
      const form = new FormData();
      form.append('file', file, fileName);
      const result = await http.request({
        method: 'POST',
        url: uploadPath(kind),
        ...(dryRun ? { params: { dryRun: 'true' } } : {}),
        data: form,
        headers: { 'Content-Type': 'multipart/form-data' },
        notifyErrors: false,
      });
      if (result.ok) {
        const report = reportOf(result.data);
        return {
          ok: report?.status !== 'FAILED',
          report,
          message: result.envelope?.message ?? null,
        };
      }
      const envelope = result.error.envelope;
      return {
        ok: false,
        report: reportOf(envelope?.data),
        message: result.error.message ?? envelope?.message ?? null,
      };
    },
    async template(role, template, language) {
      const result = await http.bytes({
        url: templatePath(role, template),
        baseURL: docBaseURL,
        params: { lang: language },
        notifyErrors: false,
      });
      if (!result.ok) return null;
      const bytes = new Uint8Array(result.data);
      return new Blob([bytes], { type: XLSX_TYPE });
    },
  };
}
