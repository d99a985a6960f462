import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import type { DriverRoute, DriverStop, VisitEventType } from '@rota/core/tracking';
import type { NewOutboxItem } from './driver-outbox.js';
import { base64Of, photoForUpload } from './proof-image.js';
import { SignaturePad } from './SignaturePad.js';
import { clockOf, navigationUrl, numberOf, windowsOf } from './stop-format.js';
import { isFinished, stopStatus, type useDriverApp } from './use-driver-app.js';

type App = ReturnType<typeof useDriverApp>;

export function StopPage({ app }: { app: App }) {
  const { t } = useTranslation();
  const { jobRefNo, visitOrder } = useParams();
  const route = app.routes.find((r) => r.jobRefNo === jobRefNo);
  const stop = route?.stops.find((s) => s.visitOrder === Number(visitOrder) && s.type === 'visit');
  if (!route || !stop) {
    return (
      <main className="drv-page">
        <p className="drv-empty">{t('driverApp.noRoute')}</p>
        <Link className="drv-button" to="/driver">
          {t('driverApp.back')}
        </Link>
      </main>
    );
  }
  return <StopView app={app} route={route} stop={stop} />;
}

function StopView({ app, route, stop }: { app: App; route: DriverRoute; stop: DriverStop }) {
  const { t, i18n } = useTranslation();
  const status = stopStatus(route, stop.visitOrder, app.pending.items);
  const [closing, setClosing] = useState<'FAILED' | 'CANCELLED' | null>(null);
  const [photo, setPhoto] = useState<string | null>(null);
  const [photoError, setPhotoError] = useState(false);
  const [signature, setSignature] = useState<string | null>(null);
  const [contactName, setContactName] = useState('');
  const [notes, setNotes] = useState('');
  const [shown, setShown] = useState<string | null>(null);
  useEffect(() => {
    if (!shown) return;
    const timer = setTimeout(() => setShown(null), 4_000);
    return () => clearTimeout(timer);
  }, [shown]);
  const steps = stop.steps ?? [];
  const needs = (name: string) => steps.some((s) => s.isRequired && s.stepName.startsWith(name));
  const needsPhoto = needs('capture_photo') && !photo;
  const needsSignature = needs('capture_signature') && !signature;

  const base = { jobRefNo: route.jobRefNo, visitOrder: stop.visitOrder };
  const event = (type: VisitEventType, reason?: string): NewOutboxItem => ({
    kind: 'visit',
    body: { ...base, event: type, occurredAt: new Date().toISOString(), ...(reason ? { reason } : {}) },
  });
  const report = (items: NewOutboxItem[]) => {
    app.enqueue(items);
    setShown(t('driverApp.saved'));
  };

  const complete = () => {
    const at = new Date().toISOString();
    const items: NewOutboxItem[] = [];
    if (photo)
      items.push({
        kind: 'step',
        body: {
          ...base,
          stepName: 'capture_photo',
          completedAt: at,
          files: [
            {
              fileType: 'Photo',
              fileName: `photo-${stop.visitOrder}.jpg`,
              contentType: 'image/jpeg',
              content: photo,
            },
          ],
        },
      });
    if (signature || contactName.trim() || notes.trim())
      items.push({
        kind: 'step',
        body: {
          ...base,
          stepName: 'capture_signature_with_name',
          completedAt: at,
          ...(contactName.trim() ? { contactName: contactName.trim() } : {}),
          ...(notes.trim() ? { notes: notes.trim() } : {}),
          ...(signature
            ? {
                files: [
                  {
                    fileType: 'Signature' as const,
                    fileName: `signature-${stop.visitOrder}.png`,
                    contentType: 'image/png' as const,
                    content: base64Of(signature),
                  },
                ],
              }
            : {}),
        },
      });
    items.push(event('COMPLETED'));
    report(items);
  };

  return (
    <main className="drv-page">
      <Link className="drv-back" to="/driver">
        ← {t('driverApp.back')}
      </Link>
      <header className="drv-stop-head">
        <span className="drv-order">{stop.visitOrder}</span>
        <div>
          <h1>{stop.locationName}</h1>
          <StatusBadge status={status} />
        </div>
      </header>
      <StopFacts stop={stop} language={i18n.language} />
      <div className="drv-row">
        <a className="drv-button" href={navigationUrl(stop)} target="_blank" rel="noreferrer">
          {t('driverApp.navigate')}
        </a>
        {stop.phoneNumber ? (
          <a className="drv-button secondary" href={`tel:${stop.phoneNumber}`}>
            {t('driverApp.call')}
          </a>
        ) : null}
      </div>
      <section className="drv-card">
        <h2>{t('driverApp.orders')}</h2>
        <ul className="drv-orders">
          {stop.orders.map((o) => (
            <li key={o.orderRefNo}>
              <strong>{o.orderName ?? o.orderRefNo}</strong> · {o.orderRefNo} ·{' '}
              {o.action === 'PICKUP' ? t('driverApp.pickup') : t('driverApp.delivery')}
              <br />
              {t('driverApp.amount', { amount: numberOf(o.amount, i18n.language) })}
              {o.monetaryValue
                ? ` · ${t('driverApp.value', { value: `${numberOf(o.monetaryValue, i18n.language)} ${o.currency ?? ''}` })}`
                : ''}
              {o.description ? <div className="drv-muted">{o.description}</div> : null}
            </li>
          ))}
        </ul>
        {steps.length > 0 ? (
          <p className="drv-muted">
            {t('driverApp.steps')}:{' '}
            {steps
              .map((s) => `${s.displayName}${s.isRequired ? ` (${t('driverApp.required')})` : ''}`)
              .join(', ')}
          </p>
        ) : null}
      </section>
      {isFinished(status) ? null : (
        <section className="drv-actions">
          {status === null ? (
            <button type="button" className="drv-button big" onClick={() => report([event('ARRIVED')])}>
              {t('driverApp.arrive')}
            </button>
          ) : null}
          {status === 'ARRIVED' ? (
            <button
              type="button"
              className="drv-button big"
              onClick={() => report([event('SERVICE_STARTED')])}
            >
              {t('driverApp.start')}
            </button>
          ) : null}
          {status === 'ARRIVED' || status === 'SERVICE_STARTED' ? (
            <section className="drv-card">
              <h2>{t('driverApp.proof')}</h2>
              <label className="drv-button secondary drv-file">
                {photo ? t('driverApp.retakePhoto') : t('driverApp.photo')}
                <input
                  type="file"
                  accept="image/*"
                  capture="environment"
                  data-testid="photo-input"
                  onChange={(e) => {
                    const file = e.target.files?.[0];
                    if (!file) return;
                    photoForUpload(file).then(
                      (content) => {
                        setPhoto(content);
                        setPhotoError(false);
                      },
                      () => setPhotoError(true),
                    );
                  }}
                />
              </label>
              {photo ? (
                <img
                  className="drv-photo"
                  alt={t('driverApp.photoTaken')}
                  src={`data:image/jpeg;base64,${photo}`}
                />
              ) : null}
              {photoError ? <p role="alert">{t('driverApp.photoFailed')}</p> : null}
              <h3>{t('driverApp.signature')}</h3>
              <SignaturePad onChange={setSignature} />
              <label className="drv-field">
                <span>{t('driverApp.contactName')}</span>
                <input
                  value={contactName}
                  onChange={(e) => setContactName(e.target.value)}
                  autoComplete="off"
                />
              </label>
              <label className="drv-field">
                <span>{t('driverApp.visitNotes')}</span>
                <textarea value={notes} onChange={(e) => setNotes(e.target.value)} rows={2} />
              </label>
              {needsPhoto ? <p className="drv-muted">{t('driverApp.needsPhoto')}</p> : null}
              {needsSignature ? <p className="drv-muted">{t('driverApp.needsSignature')}</p> : null}
              <button
                type="button"
                className="drv-button big success"
                disabled={needsPhoto || needsSignature}
                onClick={complete}
              >
                {t('driverApp.complete')}
              </button>
            </section>
          ) : null}
          <div className="drv-row">
            {status !== null ? (
              <button type="button" className="drv-button danger" onClick={() => setClosing('FAILED')}>
                {t('driverApp.fail')}
              </button>
            ) : null}
            <button type="button" className="drv-button secondary" onClick={() => setClosing('CANCELLED')}>
              {t('driverApp.cancel')}
            </button>
          </div>
        </section>
      )}
      {closing ? (
        <ReasonDialog
          kind={closing}
          onClose={() => setClosing(null)}
          onConfirm={(reason) => {
            report([event(closing, reason)]);
            setClosing(null);
          }}
        />
      ) : null}
      {shown ? (
        <p className="drv-saved" role="status">
          {shown}
        </p>
      ) : null}
    </main>
  );
}

function StopFacts({ stop, language }: { stop: DriverStop; language: string }) {
  const { t } = useTranslation();
  const windows = windowsOf(stop);
  return (
    <dl className="drv-facts">
      {stop.eta ? (
        <>
          <dt>{t('driverApp.etaLabel')}</dt>
          <dd>{clockOf(stop.eta, language)}</dd>
        </>
      ) : null}
      <dt>{t('driverApp.plannedLabel')}</dt>
      <dd>{clockOf(stop.plannedArrival, language)}</dd>
      {windows ? (
        <>
          <dt>{t('driverApp.windowLabel')}</dt>
          <dd>{windows}</dd>
        </>
      ) : null}
      {stop.client ? (
        <>
          <dt>{t('driverApp.customer')}</dt>
          <dd>{stop.client}</dd>
        </>
      ) : null}
      {stop.address ? (
        <>
          <dt>{t('driverApp.address')}</dt>
          <dd>{stop.address}</dd>
        </>
      ) : null}
      {stop.phoneNumber ? (
        <>
          <dt>{t('driverApp.phone')}</dt>
          <dd>
            <a href={`tel:${stop.phoneNumber}`}>{stop.phoneNumber}</a>
          </dd>
        </>
      ) : null}
      {stop.notes ? (
        <>
          <dt>{t('driverApp.notes')}</dt>
          <dd>{stop.notes}</dd>
        </>
      ) : null}
    </dl>
  );
}

export function StatusBadge({ status }: { status: VisitEventType | null }) {
  const { t } = useTranslation();
  return (
    <span className={`drv-status ${(status ?? 'none').toLowerCase()}`} data-testid="stop-status">
      {t(`driverApp.status.${status ?? 'none'}`)}
    </span>
  );
}

function ReasonDialog({
  kind,
  onClose,
  onConfirm,
}: {
  kind: 'FAILED' | 'CANCELLED';
  onClose: () => void;
  onConfirm: (reason: string) => void;
}) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  return (
    <div className="drv-dialog" role="dialog" aria-modal="true" aria-label={t('driverApp.reason')}>
      <label className="drv-field">
        <span>{t('driverApp.reason')}</span>
        <textarea value={reason} onChange={(e) => setReason(e.target.value)} rows={3} autoFocus />
      </label>
      {tried && !reason.trim() ? <p role="alert">{t('driverApp.reasonRequired')}</p> : null}
      <button
        type="button"
        className="drv-button big danger"
        onClick={() => {
          setTried(true);
          if (reason.trim()) onConfirm(reason.trim());
        }}
      >
        {kind === 'FAILED' ? t('driverApp.confirmFail') : t('driverApp.confirmCancel')}
      </button>
      <button type="button" className="drv-button secondary" onClick={onClose}>
        {t('driverApp.close')}
      </button>
    </div>
  );
}
