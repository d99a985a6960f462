import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldDefinition, FormValues, Message } from '@rota/core';
import { storedLanguage } from '../i18n/index.js';
import { toFormRecord } from '../form/form-state.js';
import { MetadataForm, type FormMode, type SubmitAnswer } from '../form/MetadataForm.js';
import { Modal } from '../ui/Modal.js';

/** The Add / Update / Info modal of a resource: the metadata form fed by input-field-options. */
export function ResourceFormModal({
  mode,
  item,
  fields,
  record,
  onClose,
  onSubmit,
  validate,
}: {
  mode: FormMode;
  /** The singular name in the title ("Add Vehicle"). */
  item: string;
  fields: FieldDefinition[];
  record?: FormValues | undefined;
  onClose: () => void;
  onSubmit: (values: FormValues) => SubmitAnswer | Promise<SubmitAnswer>;
  /** Rules across fields, by field name. */
  validate?: (values: FormValues) => Readonly<Record<string, Message>>;
}) {
  const { t } = useTranslation();
  const shown = useMemo(
    () => (record ? toFormRecord(fields, record, storedLanguage()) : undefined),
    [fields, record],
  );
  const titleKey =
    mode === 'add' ? 'grid.addTitle' : mode === 'update' ? 'grid.updateTitle' : 'grid.infoTitle';
  return (
    <Modal
      wide
      title={t(titleKey, { item })}
      onClose={onClose}
      footer={
        <>
          <button type="button" className="button secondary" onClick={onClose}>
            {mode === 'info' ? t('common.close') : t('common.cancel')}
          </button>
          {mode !== 'info' ? (
            <button type="submit" form="resource-form" className="button primary">
              {t('common.save')}
            </button>
          ) : null}
        </>
      }
    >
      <MetadataForm
        id="resource-form"
        fields={fields}
        mode={mode}
        {...(shown ? { record: shown } : {})}
        {...(validate ? { validate } : {})}
        onSubmit={(values) => (mode === 'info' ? onClose() : onSubmit(values))}
      />
    </Modal>
  );
}
