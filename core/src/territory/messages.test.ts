import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describeMessageCatalog } from '@rota/test-fixtures/i18n';
import { territoryMessages } from './messages.js';

describeMessageCatalog({
  name: 'territory messages',
  catalog: territoryMessages,
  sourceDir: dirname(fileURLToPath(import.meta.url)),
  keyPrefix: 'territory',
  minimumKeysUsed: 5,
  specTexts: [
    'No territories available',
    'Create New One',
    'Add to Current',
    'Please select a depot.',
    'Locations data not found',
    'There is no location assigned to the depot',
    'Depot is required.',
    'Please select at least 1 location!',
    'One territory must be selected',
    'Name is required',
    'There is no location in the territory',
    'Please select row',
    'Territory is added',
    'Territory Plans Summary',
    'Delete Territory Plan',
    'Territory Polygon',
  ],
});
