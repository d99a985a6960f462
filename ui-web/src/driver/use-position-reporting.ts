import { useEffect, useRef } from 'react';
import {
  DRIVER_POSITION_INTERVAL_DEFAULT_SECONDS,
  DRIVER_POSITION_INTERVAL_MAX_SECONDS,
  DRIVER_POSITION_INTERVAL_MIN_SECONDS,
} from '@rota/core/admin';
import type { DriverRoute, PositionReport } from '@rota/core/tracking';
import type { NewOutboxItem } from './driver-outbox.js';

/**
 * Milliseconds between two reports: the interval the server sets for the route (the general
 * setting), kept within the setting's range; its default when the server names none.
 */
export function reportIntervalMs(route: Pick<DriverRoute, 'positionIntervalSeconds'>): number {
  const seconds = route.positionIntervalSeconds ?? DRIVER_POSITION_INTERVAL_DEFAULT_SECONDS;
  return (
    Math.min(DRIVER_POSITION_INTERVAL_MAX_SECONDS, Math.max(DRIVER_POSITION_INTERVAL_MIN_SECONDS, seconds)) *
    1000
  );
}

/**
 * While on duty, follows the phone's position and queues the newest fix every interval the
 * server sets for the route (each fix once: its time is its de-dup key on the server).
 */
export function usePositionReporting(
  route: DriverRoute | undefined,
  onDuty: boolean,
  enqueue: (items: NewOutboxItem[]) => void,
): void {
  const latest = useRef<PositionReport | null>(null);
  const sentAt = useRef<string | null>(null);
  useEffect(() => {
    if (!route || !onDuty || !('geolocation' in navigator)) return;
    const watch = navigator.geolocation.watchPosition(
      (position) => {
        const { latitude, longitude, speed, heading, accuracy } = position.coords;
        latest.current = {
          latitude,
          longitude,
          recordedAt: new Date(position.timestamp || Date.now()).toISOString(),
          ...(speed === null || Number.isNaN(speed) ? {} : { speed: Math.min(400, speed * 3.6) }),
          ...(heading === null || Number.isNaN(heading) ? {} : { heading: heading % 360 }),
          ...(Number.isFinite(accuracy) ? { accuracy: Math.min(100_000, accuracy) } : {}),
        };
      },
      (error) => console.warn('Position not available', error.message),
      { enableHighAccuracy: true, maximumAge: 10_000 },
    );
    const report = () => {
      const fix = latest.current;
      if (!fix || fix.recordedAt === sentAt.current) return;
      sentAt.current = fix.recordedAt;
      enqueue([{ kind: 'positions', body: { jobRefNo: route.jobRefNo, positions: [fix] } }]);
    };
    const first = setTimeout(report, 2_000);
    const timer = setInterval(report, reportIntervalMs(route));
    return () => {
      navigator.geolocation.clearWatch(watch);
      clearTimeout(first);
      clearInterval(timer);
    };
  }, [route, onDuty, enqueue]);
}
