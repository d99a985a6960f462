import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, it } from 'vitest';
import { checkScreenTexts } from '../i18n/screen-texts.checks.js';
import { adminTexts } from './admin.messages.js';

describe('Users and Roles texts', () => {
  it('are in English and Turkish, and every key the screens use is in both catalogs', () => {
    checkScreenTexts(dirname(fileURLToPath(import.meta.url)), adminTexts, 20);
  });
});
