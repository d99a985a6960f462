import { useEffect, useRef } from 'react';
import { DataSet } from 'vis-data';
import {
  Timeline as VisTimeline,
  type DataGroup,
  type DataItem,
  type TimelineOptions,
} from 'vis-timeline/standalone';
import 'vis-timeline/styles/vis-timeline-graph2d.min.css';

export interface TimelineProps {
  groups: DataGroup[];
  items: DataItem[];
  options?: TimelineOptions;
  /** Current-time marker refresh (spec: every 60 s). */
  nowRefreshMs?: number;
  onItemClick?: (id: string | number) => void;
  height?: string;
}

/** Minimum zoom of 30 minutes (spec 01 §9). */
const MIN_ZOOM_MS = 30 * 60 * 1000;

/** vis-timeline as a React component: groups per vehicle, items per visit. */
export function Timeline({
  groups,
  items,
  options,
  nowRefreshMs = 60_000,
  onItemClick,
  height = '40vh',
}: TimelineProps) {
  const host = useRef<HTMLDivElement>(null);
  const timeline = useRef<VisTimeline | null>(null);
  const clickRef = useRef(onItemClick);
  clickRef.current = onItemClick;

  useEffect(() => {
    if (!host.current) return;
    const instance = new VisTimeline(host.current, new DataSet(items), new DataSet(groups), {
      zoomMin: MIN_ZOOM_MS,
      stack: false,
      showCurrentTime: true,
      orientation: 'top',
      height,
      ...options,
    });
    instance.on('select', (event: { items: Array<string | number> }) => {
      const id = event.items[0];
      if (id !== undefined) clickRef.current?.(id);
    });
    timeline.current = instance;
    const timer = setInterval(() => instance.setCurrentTime(new Date()), nowRefreshMs);
    return () => {
      clearInterval(timer);
      instance.destroy();
      timeline.current = null;
    };
    // Created once per options/height; data changes go through setItems/setGroups below.
  }, [options, height, nowRefreshMs]);

  useEffect(() => {
    timeline.current?.setGroups(new DataSet(groups));
    timeline.current?.setItems(new DataSet(items));
  }, [groups, items]);

  return <div ref={host} className="timeline-host" data-testid="timeline" />;
}
