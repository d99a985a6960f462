/** Texts of `rota labels`, English and Turkish. */
export const labelsMessages = {
  en: {
    'cli.labelsWritten':
      'Labels of job {{jobRefNo}} ({{bytes}} bytes, one PDF per planned order) written to {{file}}.',
    'cli.labelsToStdout': 'Labels of job {{jobRefNo}} ({{bytes}} bytes) written to standard output.',
  },
  tr: {
    'cli.labelsWritten':
      '{{jobRefNo}} işinin etiketleri ({{bytes}} bayt, planlı her sipariş için bir PDF) {{file}} dosyasına yazıldı.',
    'cli.labelsToStdout': '{{jobRefNo}} işinin etiketleri ({{bytes}} bayt) standart çıktıya yazıldı.',
  },
};
