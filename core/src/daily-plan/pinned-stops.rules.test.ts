import { describe, expect, it } from 'vitest';
import {
  clearPins,
  emptyPinStore,
  pinsOf,
  togglePinnedRoute,
  togglePinnedStop,
  type PinStore,
} from './pinned-stops.rules.js';

describe('pinned stops and routes kept per job', () => {
  it('pins and unpins stops and routes of one job without touching another', () => {
    let store = togglePinnedStop(emptyPinStore, 'J-1', 'rl-1');
    store = togglePinnedStop(store, 'J-1', 'rl-2');
    store = togglePinnedRoute(store, 'J-1', 'rv-1');
    store = togglePinnedStop(store, 'J-2', 'rl-9');
    expect(pinsOf(store, 'J-1')).toEqual({ stops: ['rl-1', 'rl-2'], routes: ['rv-1'] });
    store = togglePinnedStop(store, 'J-1', 'rl-1');
    store = togglePinnedRoute(store, 'J-1', 'rv-1');
    expect(pinsOf(store, 'J-1')).toEqual({ stops: ['rl-2'], routes: [] });
    expect(pinsOf(store, 'J-2')).toEqual({ stops: ['rl-9'], routes: [] });
  });

  it('survives a round trip through stored text, and a job with nothing pinned leaves the store', () => {
    const store = togglePinnedRoute(togglePinnedStop(emptyPinStore, 'J-1', 'rl-1'), 'J-1', 'rv-3');
    const reloaded = JSON.parse(JSON.stringify(store)) as PinStore;
    expect(pinsOf(reloaded, 'J-1')).toEqual({ stops: ['rl-1'], routes: ['rv-3'] });
    expect(clearPins(reloaded, 'J-1')).toEqual({});
    expect(togglePinnedStop(togglePinnedStop(emptyPinStore, 'J-1', 'rl-1'), 'J-1', 'rl-1')).toEqual({});
  });

  it('reads a malformed stored value as nothing pinned', () => {
    const broken = { 'J-1': { stops: 'rl-1', routes: [3, 'rv-1'] }, 'J-2': null } as unknown as PinStore;
    expect(pinsOf(broken, 'J-1')).toEqual({ stops: [], routes: ['rv-1'] });
    expect(pinsOf(broken, 'J-2')).toEqual({ stops: [], routes: [] });
    expect(pinsOf(broken, 'constructor')).toEqual({ stops: [], routes: [] });
  });
});
