import type { UploadTemplate } from '../upload.schema.js';
import { uploadErrorLines, uploadQueue, type ChosenFile } from '../upload.rules.js';
import type { UploadGateway } from '../ports.js';

export interface UploadOutcome {
  label: string;
  ok: boolean;
  /** Error lines kept per upload label: server texts or the 'An error occurred' key. */
  errors: { key?: string; text?: string }[];
}

function serverMessages(body: unknown): string[] {
  if (!body || typeof body !== 'object') return [];
  const b = body as {
    messages?: unknown;
    failResult?: { failMessage?: unknown } | null;
    validationMessages?: unknown;
  };
  const out: string[] = [];
  if (typeof b.failResult?.failMessage === 'string') out.push(b.failResult.failMessage);
  if (Array.isArray(b.validationMessages)) {
    for (const v of b.validationMessages) {
      const messages = v && typeof v === 'object' ? (v as { messages?: unknown }).messages : undefined;
      if (Array.isArray(messages)) out.push(...messages.filter((m): m is string => typeof m === 'string'));
    }
  }
  if (out.length === 0 && Array.isArray(b.messages))
    out.push(...b.messages.filter((m): m is string => typeof m === 'string'));
  return out;
}

/** Upload All: sends only the chosen files, one after the other in ascending sortOrder. */
export async function uploadFiles<F>(
  ports: { uploads: UploadGateway<F> },
  templates: readonly UploadTemplate[],
  chosen: ReadonlyMap<string, ChosenFile<F>>,
): Promise<UploadOutcome[]> {
  const results: UploadOutcome[] = [];
  for (const item of uploadQueue(templates, chosen)) {
    try {
      const answer = await ports.uploads.upload(item.kind, item.chosen.file, item.chosen.fileName);
      const ok = answer.status >= 200 && answer.status < 300 && answer.body?.success !== false;
      results.push({
        label: item.label,
        ok,
        errors: ok ? [] : uploadErrorLines(serverMessages(answer.body)),
      });
    } catch {
      results.push({ label: item.label, ok: false, errors: uploadErrorLines([]) });
    }
  }
  return results;
}
