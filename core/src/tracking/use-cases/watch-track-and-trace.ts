import { map, merge, scan, startWith, type Observable } from 'rxjs';
import type { TrackAndTraceFeed } from '../ports.js';
import type { LivePosition, TimelineUpdate, TrackData } from '../track-and-trace.schema.js';
import {
  applyLocationUpdate,
  applyResetRoute,
  applyTimelineUpdate,
  initialTrackAndTraceState,
  type TrackAndTraceState,
} from '../track-and-trace.rules.js';

type TrackEvent =
  | { readonly kind: 'timeline'; readonly update: TimelineUpdate }
  | { readonly kind: 'location'; readonly vehicleRefNo: string; readonly positions: readonly LivePosition[] }
  | { readonly kind: 'reset'; readonly message: string };

export type TrackAndTraceView = {
  readonly state: TrackAndTraceState;
  /** Info message of the latest reset-route event, shown once. */
  readonly info: string | null;
};

/**
 * Track and trace of one job kept live: timeline updates, live positions of each vehicle and
 * reset-route events merged into one state.
 */
export function watchTrackAndTrace(
  ports: { readonly feed: TrackAndTraceFeed },
  jobRefNo: string,
  vehicles: readonly TrackData[],
): Observable<TrackAndTraceView> {
  const events: Observable<TrackEvent>[] = [
    ports.feed.timelineUpdates(jobRefNo).pipe(map((update): TrackEvent => ({ kind: 'timeline', update }))),
    ports.feed
      .resetRoute(jobRefNo)
      .pipe(map((event): TrackEvent => ({ kind: 'reset', message: event.message }))),
    ...vehicles.map((vehicle) =>
      ports.feed.locationUpdates(vehicle.vehicleRefNo, jobRefNo).pipe(
        map((positions): TrackEvent => ({
          kind: 'location',
          vehicleRefNo: vehicle.vehicleRefNo,
          positions,
        })),
      ),
    ),
  ];
  const initial: TrackAndTraceView = { state: initialTrackAndTraceState(vehicles), info: null };
  return merge(...events).pipe(
    scan((view: TrackAndTraceView, event: TrackEvent): TrackAndTraceView => {
      switch (event.kind) {
        case 'timeline':
          return { state: applyTimelineUpdate(view.state, event.update), info: null };
        case 'location':
          return { state: applyLocationUpdate(view.state, event.vehicleRefNo, event.positions), info: null };
        case 'reset':
          return { state: applyResetRoute(view.state), info: event.message };
      }
    }, initial),
    startWith(initial),
  );
}
