import {
  uploadErrorLines,
  uploadQueue,
  type ChosenFile,
  type UploadReport,
  type UploadTemplate,
} from '@rota/core';
import type { FileUploadGateway, UploadAnswer } from '@rota/adapters-http';

/** What one sent file came to: green when accepted, red with the report or the error lines. */
export interface FileOutcome {
  label: string;
  fileName: string;
  ok: boolean;
  dryRun: boolean;
  report: UploadReport | null;
  /** The server's summing-up, in the user's language. */
  message: string | null;
  /** Refused without a report: the server's message, or the 'An error occurred' key. */
  errors: { key?: string; text?: string }[];
}

export function outcomeOf(
  label: string,
  fileName: string,
  dryRun: boolean,
  answer: UploadAnswer,
): FileOutcome {
  if (answer.ok) {
    const ok = answer.report.status === 'SUCCESS';
    return { label, fileName, ok, dryRun, report: answer.report, message: answer.message, errors: [] };
  }
  const message = answer.failure.message;
  const refusedRows = (answer.report?.problems.length ?? 0) > 0;
  return {
    label,
    fileName,
    ok: false,
    dryRun,
    report: answer.report,
    message,
    errors: refusedRows ? [] : uploadErrorLines([message]),
  };
}

const UNREACHED = { code: 'network', status: null, message: null, envelope: null } as const;

/** Upload All: only the chosen files, one after the other in ascending sortOrder. */
export async function uploadAll(
  gateway: FileUploadGateway,
  templates: readonly UploadTemplate[],
  chosen: ReadonlyMap<string, ChosenFile<Blob>>,
  dryRun: boolean,
  /** Share of the file sent so far (0 to 100), when its size is known. */
  onProgress?: (label: string, percent: number) => void,
): Promise<FileOutcome[]> {
  const outcomes: FileOutcome[] = [];
  for (const item of uploadQueue(templates, chosen)) {
    const { file, fileName } = item.chosen;
    let answer: UploadAnswer;
    try {
      answer = await gateway.upload(item.kind, file, fileName, {
        dryRun,
        ...(onProgress
          ? {
              onProgress: (sent: number, total: number | null) => {
                if (total) onProgress(item.label, Math.min(100, Math.round((sent / total) * 100)));
              },
            }
          : {}),
      });
    } catch {
      answer = { ok: false, report: null, failure: UNREACHED };
    }
    outcomes.push(outcomeOf(item.label, fileName, dryRun, answer));
  }
  return outcomes;
}

/** The role whose template folder a user reads: a DC Manager's own unless they hold Admin too. */
export function templateRole(roles: readonly string[] | null | undefined): string | null {
  const list = roles ?? [];
  if (list.includes('Admin')) return 'Admin';
  return list.includes('DC Manager') ? 'DC Manager' : (list[0] ?? null);
}

/** The name a downloaded template is saved under. */
export function templateFileName(template: Pick<UploadTemplate, 'templateName'>, language: string): string {
  return language === 'en' ? `${template.templateName}.xlsx` : `${template.templateName}_${language}.xlsx`;
}
