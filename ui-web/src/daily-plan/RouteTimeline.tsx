import { useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { DataGroup, DataItem, TimelineOptions } from 'vis-timeline/standalone';
import moment from 'moment/dist/moment';
import 'moment/dist/locale/tr';
import { clampZoom, TIMELINE_NOW_REFRESH_MS } from '@rota/core';
import { storedLanguage } from '../i18n/index.js';
import { Timeline } from '../timeline/Timeline.js';
import type { TimelineEntry, TimelineGroup } from './result.model.js';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Gantt of the visits per vehicle on the shell's timeline: hourly header, current-time marker. */
export function RouteTimeline({
  groups,
  items,
  window,
  onSelect,
  onEdit,
}: {
  groups: TimelineGroup[];
  items: TimelineEntry[];
  window: { start: number; end: number } | null;
  onSelect: (id: string) => void;
  /** Double click on a visit: edit it (Location Change). */
  onEdit?: (id: string) => void;
}) {
  const { t } = useTranslation();
  // The first click of a double click selects the item; the double click then edits it.
  const lastSelected = useRef<string | null>(null);
  const options = useMemo<TimelineOptions>(() => {
    const range = window ? clampZoom(window) : null;
    const language = storedLanguage();
    return {
      // Day names, months and the current-time marker in the page's language and time zone.
      locale: language,
      locales: { [language]: { current: t('dailyPlanUi.timelineNow'), time: t('dailyPlanUi.timelineTime') } },
      moment: (date: moment.MomentInput) => moment(date).locale(language),
      timeAxis: { scale: 'hour', step: 1 },
      format: { minorLabels: { hour: 'HH:mm' }, majorLabels: { hour: 'ddd D MMMM' } },
      margin: { item: 4 },
      ...(range ? { start: range.start, end: range.end } : {}),
    };
  }, [window, t]);
  const dataGroups = useMemo<DataGroup[]>(
    () =>
      groups.map((group) => ({
        id: group.id,
        content: `<span class="vehicle-swatch" style="background:${group.colour}"></span>${escapeHtml(group.content)}`,
      })),
    [groups],
  );
  const dataItems = useMemo<DataItem[]>(
    () =>
      items.map((item) => ({
        id: item.id,
        group: item.group,
        start: item.start,
        end: item.end,
        content: `${item.warned ? '⚠ ' : ''}${item.pinned ? '📌 ' : ''}${escapeHtml(item.content)}`,
        className: `stop-item stop-${item.kind} ${item.id}${item.pinned ? ' stop-pinned' : ''}${item.warned ? ' stop-warned' : ''}`,
        ...(item.title ? { title: escapeHtml(item.title) } : {}),
        style: `background-color: ${item.colour}; border-color: ${item.colour}; color: #fff;`,
      })),
    [items],
  );
  return (
    <div
      className="timeline-frame"
      role="region"
      aria-label={t('dailyPlanUi.timeline')}
      data-groups={groups.length}
      onDoubleClick={(event) => {
        const onItem = (event.target as HTMLElement).closest('.vis-item') !== null;
        if (onEdit && onItem && lastSelected.current) onEdit(lastSelected.current);
      }}
    >
      <Timeline
        groups={dataGroups}
        items={dataItems}
        options={options}
        nowRefreshMs={TIMELINE_NOW_REFRESH_MS}
        onItemClick={(id) => {
          lastSelected.current = String(id);
          onSelect(String(id));
        }}
        height="40vh"
      />
    </div>
  );
}
