import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describeMessageCatalog } from '@rota/test-fixtures/i18n';
import { dailyPlanMessages } from './messages.js';

describeMessageCatalog({
  name: 'daily plan messages',
  catalog: dailyPlanMessages,
  sourceDir: dirname(fileURLToPath(import.meta.url)),
  keyPrefix: 'dailyPlan',
  minimumKeysUsed: 20,
  specTexts: [
    'No drivers have been assigned to this job yet.',
    'Please select at least 1 order and 1 vehicle!',
    'Vehicles already in use for an approved job!',
    'Please make a selection for the vehicles marked with a star.',
    'Reference number must be at least 3 characters.',
    'Reference number must be a maximum of 36 characters.',
    'Shift end must be after shift start',
    'Please choose a time between {{minTime}} and {{maxTime}}.',
    'Value must be between {{min}} and {{max}}.',
    'Job Vehicles are updated',
    'REOPTIMIZING...',
  ],
});
