import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, it } from 'vitest';
import { checkScreenTexts } from '../../i18n/screen-texts.checks.js';
import { workflowsTexts } from './workflows.messages.js';

describe('workflows screen texts', () => {
  it('are in English and Turkish, and every key the screen uses is in the web catalogs', () => {
    checkScreenTexts(dirname(fileURLToPath(import.meta.url)), workflowsTexts, 8);
  });
});
