import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describeMessageCatalog } from '@rota/test-fixtures/i18n';
import { trackingMessages } from './messages.js';

describeMessageCatalog({
  name: 'tracking messages',
  catalog: trackingMessages,
  sourceDir: dirname(fileURLToPath(import.meta.url)),
  keyPrefix: 'tracking',
  minimumKeysUsed: 5,
  specTexts: [
    "Vehicles haven't moved yet",
    'Please choose a job from the table.',
    'Please choose a order from the table.',
    'Please select vehicle and date range.',
    'Data not found',
    "Today's Status",
    'Route Task Progress',
    'Headed to a Location',
    '{{minutes}} min ahead',
    'Awaiting Visit',
    'Inprogress',
    'Ongoing',
  ],
});
