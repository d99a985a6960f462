import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  isDownloadEnabled,
  serviceReceiptFileName,
  type OrderProof,
  type OrderTrackingRow,
  type OrderWorkflowSteps,
} from '@rota/core/tracking';
import { useServices } from '../composition/services-context.js';
import { download } from '../grid/export.js';
import { showDateTime } from '../i18n/format.js';

/** Shows an order's workflow steps, summary cards, proof (photos, signatures, barcodes) and its receipt. */
export function OrderDetailPanel({ row, onClose }: { row: OrderTrackingRow; onClose: () => void }) {
  const { t } = useTranslation();
  const { gateways, orderFiles } = useServices();
  const [steps, setSteps] = useState<OrderWorkflowSteps | null>(null);
  const [proof, setProof] = useState<OrderProof | null>(null);
  const [images, setImages] = useState<{ url: string; fileType: string; fileName: string }[]>([]);
  const [confirming, setConfirming] = useState(false);

  useEffect(() => {
    const query = { jobRefNo: row.jobRefNo, orderRefNo: row.orderRefNo };
    let urls: string[] = [];
    void gateways.tracking.orderWorkflowSteps({ query }).then((a) => a.ok && setSteps(a.data));
    void gateways.tracking.orderProof({ query }).then(async (a) => {
      if (!a.ok) return;
      setProof(a.data);
      const fetched = await Promise.all(a.data.files.map((f) => orderFiles.proofFile(f.fileUrl)));
      // Any file that cannot be fetched clears them all (spec 03 section 5).
      if (fetched.some((f) => !f.ok)) return setImages([]);
      urls = fetched.map((f) => URL.createObjectURL((f as { data: Blob }).data));
      setImages(
        a.data.files.map((f, i) => ({ url: urls[i] as string, fileType: f.fileType, fileName: f.fileName })),
      );
    });
    return () => urls.forEach((u) => URL.revokeObjectURL(u));
  }, [gateways, orderFiles, row.jobRefNo, row.orderRefNo]);

  const downloadReceipt = async () => {
    setConfirming(false);
    const answer = await orderFiles.serviceReceipt(row.jobRefNo, row.orderRefNo);
    if (answer.ok) download(answer.data, serviceReceiptFileName(row.orderRefNo));
  };

  const completed = steps?.steps.find((s) => s.status === 'COMPLETED');
  const barcodes = proof?.scannedBarcodes?.scannedItemList ?? [];
  return (
    <div className="ot-panel" data-testid="order-detail">
      <div className="ot-panel-head">
        <h2>
          {row.orderRefNo} · {row.orderName}
        </h2>
        <button type="button" className="button ghost" onClick={onClose}>
          {t('monitoringUi.close')}
        </button>
      </div>
      <div className="card-row ot-cards">
        <div className="card">
          <small>{t('monitoringUi.location')}</small>
          <strong>{proof?.locationName ?? row.locationName}</strong>
          <span>{proof?.locationType ?? ''}</span>
        </div>
        <div className="card">
          <small>{t('tracking.proof.plannedArrival')}</small>
          <strong>{showDateTime(proof?.plannedArrivalTime ?? null)}</strong>
          <span>{proof?.etaStatus ? t(`tracking.timing.${proof.etaStatus}`) : ''}</span>
        </div>
        <div className="card">
          <small>{t('tracking.proof.driverAndPlate')}</small>
          <strong>{proof?.driverName ?? '-'}</strong>
          <span>{proof?.vehiclePlate ?? row.vehicle ?? t('tracking.fallbackPlate')}</span>
        </div>
        <div className="card">
          <small>{t('tracking.proof.serviceDuration')}</small>
          <strong>
            {t('monitoringUi.minutes', { count: Number(proof?.serviceDuration ?? row.serviceDuration ?? 0) })}
          </strong>
        </div>
      </div>
      <h3>{t('monitoringUi.workflowSteps')}</h3>
      <ol className="ot-timeline" aria-label={t('monitoringUi.workflowSteps')}>
        {(steps?.steps ?? []).map((step) => (
          <li key={step.status} className={step.isEnabled ? 'reached' : 'pending'} data-status={step.status}>
            <strong>{t(`tracking.orderStatus.${step.status}`)}</strong>
            <span>{step.actionDate ? showDateTime(step.actionDate) : t('monitoringUi.notReached')}</span>
            {typeof step['reason'] === 'string' && step['reason'] !== '' ? (
              <span>
                {t('monitoringUi.reason')}: {step['reason']}
              </span>
            ) : null}
            {step.status === 'COMPLETED' ? (
              <button
                type="button"
                className="button secondary"
                disabled={completed === undefined || !isDownloadEnabled(completed)}
                onClick={() => setConfirming(true)}
              >
                {t('tracking.downloadReceipt')}
              </button>
            ) : null}
          </li>
        ))}
      </ol>
      {confirming ? (
        <div role="dialog" aria-modal="true" className="ot-confirm">
          <p>{t('tracking.downloadReceiptConfirm')}</p>
          <button type="button" className="button primary" onClick={() => void downloadReceipt()}>
            {t('monitoringUi.confirm')}
          </button>
          <button type="button" className="button secondary" onClick={() => setConfirming(false)}>
            {t('monitoringUi.cancel')}
          </button>
        </div>
      ) : null}
      <h3>{t('monitoringUi.contactName')}</h3>
      <p data-testid="proof-contact">{proof?.signatureContactInfo?.contactName ?? '-'}</p>
      <h3>{t('monitoringUi.barcodes')}</h3>
      <ul className="ot-barcodes" data-testid="proof-barcodes">
        {barcodes.length === 0 ? <li>-</li> : barcodes.map((b) => <li key={b}>{b}</li>)}
      </ul>
      <h3>{t('monitoringUi.notes')}</h3>
      <p>{proof?.notes ?? '-'}</p>
      {(['Signature', 'Photo'] as const).map((kind) => {
        const list = images.filter((i) => i.fileType === kind);
        return (
          <div key={kind}>
            <h3>{t(kind === 'Signature' ? 'tracking.proof.signatures' : 'tracking.proof.photos')}</h3>
            {list.length === 0 ? (
              <p className="muted">{t('monitoringUi.noProof')}</p>
            ) : (
              <div className="ot-images">
                {list.map((i) => (
                  <img key={i.url} src={i.url} alt={i.fileName} />
                ))}
              </div>
            )}
          </div>
        );
      })}
    </div>
  );
}
