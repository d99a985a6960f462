import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  addLocationsToTerritory,
  drawnPolygonActions,
  drawnTerritoryShape,
  formatDaysOfWeek,
  isTerritoryActive,
  inactiveTerritoryColour,
  locationsInPolygon,
  parsePolygon,
  type LatLng,
  type OverlappingLocations,
  type Territory,
} from '@rota/core';
import type { TerritoryPlace, TerritoryPlanningGateway } from '@rota/adapters-http';
import { useServices } from '../composition/services-context.js';
import { CenterPicker, useCenterFilterAllowed } from '../grid/CenterPicker.js';
import { MapView } from '../map/MapView.js';
import { todayIso } from '../master-data/navigation-state.js';
import { Modal } from '../ui/Modal.js';
import { territoryColour, truncate } from './territory-map.model.js';
import {
  emptyTerritoryForm,
  serverFieldErrors,
  sharedCenter,
  territoryFormBody,
  TerritoryFormModal,
  type FieldErrors,
  territoryFormValues,
  type TerritoryFormValues,
} from './TerritoryForm.js';
import { useAddCenters } from './use-add-centers.js';

type Drawn = { points: LatLng[]; inside: TerritoryPlace[] };
type Pending = {
  action: 'create' | 'addToCurrent';
  drawn: Drawn;
  /** The territory's center (null: the server takes the user's own). */
  center: number | null;
  /** The drawn locations of that center, the ones the territory gets. */
  refs: string[];
  overlaps: OverlappingLocations;
  values: TerritoryFormValues;
};

/** The drawn locations a territory of the center can hold (a territory holds its center's only). */
const refsOfCenter = (inside: readonly TerritoryPlace[], center: number | null) =>
  inside
    .filter((p) => center === null || p.distributionCenterId == null || p.distributionCenterId === center)
    .map((p) => p.refNo);

/** The Map tab: the filter panel, the territories as areas, the locations, and polygon drawing. */
export function TerritoryMapTab(props: {
  territories: readonly Territory[];
  places: readonly TerritoryPlace[];
  calls: TerritoryPlanningGateway;
  focusedId: number | null;
  onFocus: (id: number | null) => void;
  onChanged: () => void;
}) {
  const { t } = useTranslation();
  const { notify } = useServices();
  const [panelOpen, setPanelOpen] = useState(true);
  const [tag, setTag] = useState('');
  const [days, setDays] = useState<number[]>([]);
  const [showAll, setShowAll] = useState(true);
  const [search, setSearch] = useState('');
  const [hidden, setHidden] = useState<ReadonlySet<number>>(new Set());
  const [drawing, setDrawing] = useState(false);
  const [drawn, setDrawn] = useState<Drawn | null>(null);
  const [form, setForm] = useState<TerritoryFormValues | null>(null);
  const [formErrors, setFormErrors] = useState<FieldErrors>({});
  const [pending, setPending] = useState<Pending | null>(null);
  const centerFilter = useCenterFilterAllowed();
  const addCenters = useAddCenters();
  const [center, setCenter] = useState<number | null>(null);
  // The filter is applied by the server (GET territory/filtered); null until its first answer.
  const [filtered, setFiltered] = useState<Territory[] | null>(null);
  const daysText = formatDaysOfWeek(days);
  useEffect(() => {
    let alive = true;
    void props.calls
      .filtered({
        ...(tag ? { tag } : {}),
        ...(daysText ? { daysOfWeek: daysText } : {}),
        ...(centerFilter && center !== null ? { distributionCenterId: center } : {}),
      })
      .then((answer) => alive && setFiltered(answer.ok ? answer.data : []));
    return () => {
      alive = false;
    };
  }, [props.calls, props.territories, tag, daysText, center, centerFilter]);

  const tags = useMemo(
    () => [...new Set(props.territories.map((x) => x.tag).filter((x): x is string => !!x))],
    [props.territories],
  );
  const listed = (filtered ?? props.territories).filter(
    (x) => search.trim() === '' || x.name.toLowerCase().includes(search.trim().toLowerCase()),
  );
  const visible = listed.filter((x) => showAll && !hidden.has(x.id));
  // The browser's calendar day: in Istanbul the UTC date is yesterday's until 03:00.
  const today = todayIso();
  const polygons = visible.map((x, i) => ({
    id: String(x.id),
    path: parsePolygon(x.polygon, 'latlng') ?? [],
    colour: !isTerritoryActive(x, today)
      ? inactiveTerritoryColour
      : territoryColour(i, x.id === props.focusedId),
    label: truncate(x.name, 20),
  }));
  const current = props.territories.find((x) => x.id === props.focusedId) ?? null;
  // With a current territory its locations are shown (and the map fits them); otherwise every location.
  const shown = current ? new Set(current.locationRefNoList) : null;
  const markers = props.places
    .filter((p) => !p.isDepot && (shown === null || shown.has(p.refNo)))
    .map((p) => ({
      id: p.refNo,
      position: { lat: p.latitude, lng: p.longitude },
      title: p.name,
      colour: '#555a64',
    }));

  const clearAll = () => {
    setTag('');
    setDays([]);
    setSearch('');
    setShowAll(true);
    setHidden(new Set());
    setCenter(null);
  };

  const onDrawn = (points: LatLng[]) => {
    setDrawing(false);
    const inside = locationsInPolygon(
      points,
      props.places.map((p) => ({ ...p, isDepot: !!p.isDepot })),
    );
    setDrawn({ points, inside });
  };

  /** Asks which territories already hold the locations, then saves at once or after the confirm. */
  const prepare = async (action: 'create' | 'addToCurrent', values: TerritoryFormValues) => {
    if (!drawn) return;
    if (values.name.trim() === '') return notify({ kind: 'warning', key: 'territory.nameRequired' });
    const body = territoryFormBody(values);
    const center =
      action === 'create'
        ? (values.distributionCenterId ?? addCenters.implied)
        : (current?.distributionCenterId ?? null);
    const refs = refsOfCenter(drawn.inside, center);
    const answer = await props.calls.overlapping({
      name: body.name,
      defaultVehicleRefNo: body.defaultVehicleRefNo,
      startDate: body.startDate,
      endDate: body.endDate,
      daysOfWeek: body.daysOfWeek,
      daysOfMonth: body.daysOfMonth,
      locationRefNoList: refs,
    });
    const overlaps = answer.ok
      ? (answer.data as OverlappingLocations).filter(
          (o) => !(action === 'addToCurrent' && o.territoryId === current?.id),
        )
      : [];
    const next: Pending = { action, drawn, center, refs, overlaps, values };
    if (overlaps.length > 0) setPending(next);
    else await save(next);
  };

  const save = async (p: Pending) => {
    const shape = drawnTerritoryShape(p.drawn.points);
    if (!shape) return notify({ kind: 'warning', key: 'territory.polygonRequired' });
    const refs = p.refs;
    let ok = false;
    if (p.action === 'create') {
      const answer = await props.calls.createTerritory({
        ...territoryFormBody(p.values),
        ...shape,
        distributionCenterId: p.center,
        locationRefNoList: refs,
      });
      ok = answer.ok;
      setFormErrors(serverFieldErrors(answer));
      if (ok) notify({ kind: 'success', key: 'territory.territoryAdded' });
      else {
        setPending(null);
        if (!answer.ok && answer.error.message) notify({ kind: 'error', text: answer.error.message });
      }
    } else if (current) {
      const answer = await props.calls.updateTerritory(current.id, {
        ...shape,
        locationList: addLocationsToTerritory(current.locationList, refs),
      });
      ok = answer.ok;
      if (ok) notify({ kind: 'success', key: 'territory.updated' });
      else if (!answer.ok && answer.error.message) notify({ kind: 'error', text: answer.error.message });
    }
    if (ok) {
      setPending(null);
      setDrawn(null);
      setForm(null);
      props.onChanged();
    }
  };

  return (
    <div className={`territory-map${panelOpen ? '' : ' collapsed'}`}>
      {panelOpen ? (
        <aside className="territory-filter" aria-label={t('territory.map.filters')}>
          {centerFilter ? (
            <div className="field">
              <span>{t('territory.filter.distributionCenter')}</span>
              <CenterPicker value={center} onChange={setCenter} />
            </div>
          ) : null}
          <label className="field">
            <span>{t('territory.filter.tag')}</span>
            <select value={tag} onChange={(e) => setTag(e.target.value)}>
              <option value="">—</option>
              {tags.map((x) => (
                <option key={x} value={x}>
                  {truncate(x, 12)}
                </option>
              ))}
            </select>
          </label>
          <fieldset className="field">
            <legend>{t('territory.filter.daysOfWeek')}</legend>
            {[0, 1, 2, 3, 4, 5, 6].map((d) => (
              <label key={d} className="day-check">
                <input
                  type="checkbox"
                  checked={days.includes(d)}
                  onChange={() =>
                    setDays((list) => (list.includes(d) ? list.filter((x) => x !== d) : [...list, d].sort()))
                  }
                />
                {truncate(t(`territory.day.${d}`), 10)}
              </label>
            ))}
          </fieldset>
          <label className="switch">
            <input type="checkbox" checked={showAll} onChange={(e) => setShowAll(e.target.checked)} />
            {t('territory.filter.showAll')}
          </label>
          <label className="field">
            <span>{t('territory.filter.search')}</span>
            <input type="search" value={search} onChange={(e) => setSearch(e.target.value)} />
          </label>
          <button type="button" className="button ghost" onClick={clearAll}>
            {t('territory.filter.clearAll')}
          </button>
          <h4>{t('territory.map.territories')}</h4>
          {listed.length === 0 ? <p className="muted">{t('territory.noTerritories')}</p> : null}
          <ul className="territory-list">
            {listed.map((x) => (
              <li key={x.id} className={x.id === props.focusedId ? 'focused' : ''}>
                <input
                  type="checkbox"
                  aria-label={x.name}
                  checked={!hidden.has(x.id)}
                  onChange={() =>
                    setHidden((set) => {
                      const next = new Set(set);
                      if (next.has(x.id)) next.delete(x.id);
                      else next.add(x.id);
                      return next;
                    })
                  }
                />
                <button
                  type="button"
                  className="link"
                  title={x.name}
                  onClick={() => props.onFocus(x.id === props.focusedId ? null : x.id)}
                >
                  {truncate(x.name, 20)}
                </button>
                {x.tag ? <span className="tag">{truncate(x.tag, 12)}</span> : null}
              </li>
            ))}
          </ul>
        </aside>
      ) : null}
      <div className="territory-map-main">
        <div className="territory-map-bar">
          <button type="button" className="button ghost" onClick={() => setPanelOpen((o) => !o)}>
            {t(panelOpen ? 'territory.map.hidePanel' : 'territory.map.showPanel')}
          </button>
          <button
            type="button"
            className={`button ${drawing ? 'primary' : 'secondary'}`}
            aria-pressed={drawing}
            onClick={() => setDrawing((d) => !d)}
          >
            {t('territory.map.draw')}
          </button>
          <span className="muted">{t('territory.map.drawHelp')}</span>
          {current ? (
            <span className="current-territory">
              {t('territory.map.currentTerritory')}: <strong>{current.name}</strong>
            </span>
          ) : null}
        </div>
        <MapView
          key={props.focusedId ?? 'all'}
          polygons={polygons}
          markers={markers}
          cluster={current === null}
          drawing={drawing}
          onPolygonDrawn={onDrawn}
          fitBounds
          height="70vh"
        />
      </div>
      {drawn && !form && !pending ? (
        <Modal
          title={t('territory.map.drawnCount', { count: drawn.inside.length })}
          onClose={() => setDrawn(null)}
        >
          <div className="drawn-actions">
            {drawnPolygonActions(current !== null).map((action) =>
              action === 'create' ? (
                <button
                  key={action}
                  type="button"
                  className="button primary"
                  onClick={() => {
                    setFormErrors({});
                    setForm({
                      ...emptyTerritoryForm,
                      distributionCenterId: addCenters.choices ? sharedCenter(drawn.inside) : null,
                    });
                  }}
                >
                  {t('territory.createNewOne')}
                </button>
              ) : (
                <button
                  key={action}
                  type="button"
                  className="button secondary"
                  onClick={() => void prepare('addToCurrent', territoryFormValues(current!))}
                >
                  {t('territory.addToCurrent')}
                </button>
              ),
            )}
          </div>
        </Modal>
      ) : null}
      {form && drawn && !pending ? (
        <TerritoryFormModal
          mode="add"
          initial={form}
          polygon={drawnTerritoryShape(drawn.points)?.polygon ?? ''}
          calls={props.calls}
          centers={addCenters.choices}
          errors={formErrors}
          onClose={() => setForm(null)}
          onSubmit={(values) => {
            setForm(values);
            return prepare('create', values);
          }}
        />
      ) : null}
      {pending ? (
        <Modal
          title={t('territory.dialog.overlapping')}
          onClose={() => setPending(null)}
          footer={
            <>
              <button type="button" className="button secondary" onClick={() => setPending(null)}>
                {t('territory.cancel')}
              </button>
              <button type="button" className="button primary" onClick={() => void save(pending)}>
                {t('territory.confirm')}
              </button>
            </>
          }
        >
          <p className="alert warning">{t('territory.overlapWarning')}</p>
          {pending.overlaps.map((o) => (
            <section key={o.territoryId}>
              <h4>{o.territoryName}</h4>
              <ul>
                {o.locations.map((l) => (
                  <li key={l.locationRefNo}>{l.locationName}</li>
                ))}
              </ul>
            </section>
          ))}
        </Modal>
      ) : null}
    </div>
  );
}
