import { firstValueFrom, of } from 'rxjs';
import { take, toArray } from 'rxjs/operators';
import { describe, expect, it } from 'vitest';
import type { HubEvents } from './hub-events.js';
import { createTerritoryPlanFeed } from './territory-feeds.js';

const update = {
  refNo: 'TP-1',
  jobRefNo: 'TP 1',
  status: 'Running',
  statusDisplay: 'Running',
  progress: 40,
  runTime: 12,
  distributionCenterId: 3,
};

describe('territory plan feed', () => {
  it('listens on joboperationhub and passes only the updates that fit core’s schema', async () => {
    const asked: string[] = [];
    const errors: string[] = [];
    const events: HubEvents = {
      on: (hub, event) => {
        asked.push(`${hub} ${event}`);
        return of([update], [{ refNo: 'TP-2' }], [{ ...update, progress: 100, status: 'Success' }]);
      },
    };
    const logger = { warn: () => undefined, error: (message: string) => void errors.push(message) };
    const feed = createTerritoryPlanFeed(events, logger);
    const received = await firstValueFrom(feed.territoryPlanUpdates().pipe(take(2), toArray()));
    expect(asked).toEqual(['joboperationhub ReceiveTerritoryPlanUpdate']);
    expect(received.map((u) => [u.refNo, u.status, u.progress])).toEqual([
      ['TP-1', 'Running', 40],
      ['TP-1', 'Success', 100],
    ]);
    expect(errors).toHaveLength(1);
  });
});
