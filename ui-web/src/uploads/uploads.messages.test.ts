import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, it } from 'vitest';
import { checkScreenTexts } from '../i18n/screen-texts.checks.js';
import { uploadsTexts } from './uploads.messages.js';

describe('upload pages texts', () => {
  it('are in English and Turkish, and every key the pages use is in the web catalogs', () => {
    checkScreenTexts(dirname(fileURLToPath(import.meta.url)), uploadsTexts, 15);
  });
});
