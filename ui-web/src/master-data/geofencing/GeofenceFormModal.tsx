import { useTranslation } from 'react-i18next';
import type { FieldDefinition, FormValues } from '@rota/core';
import { MetadataForm, type FormMode } from '../../form/MetadataForm.js';
import { Modal } from '../../ui/Modal.js';

export interface GeofenceFormModalProps {
  mode: FormMode;
  fields: FieldDefinition[];
  /** The selected row (update, info) or the drawn polygon (add). */
  record?: FormValues | undefined;
  onSubmit: (values: FormValues) => Promise<void>;
  onClose: () => void;
}

/** Add, Update or Info of one geofence, with the form the server describes. */
export function GeofenceFormModal({ mode, fields, record, onSubmit, onClose }: GeofenceFormModalProps) {
  const { t } = useTranslation();
  const titleKey =
    mode === 'add' ? 'grid.addTitle' : mode === 'update' ? 'grid.updateTitle' : 'grid.infoTitle';
  return (
    <Modal
      wide
      title={t(titleKey, { item: t('geofencingUi.item') })}
      onClose={onClose}
      footer={
        <>
          <button type="button" className="button secondary" onClick={onClose}>
            {mode === 'info' ? t('common.close') : t('common.cancel')}
          </button>
          {mode !== 'info' ? (
            <button type="submit" form="geofence-form" className="button primary">
              {t('common.save')}
            </button>
          ) : null}
        </>
      }
    >
      <MetadataForm
        id="geofence-form"
        fields={fields}
        mode={mode}
        {...(record ? { record } : {})}
        onSubmit={onSubmit}
      />
    </Modal>
  );
}
