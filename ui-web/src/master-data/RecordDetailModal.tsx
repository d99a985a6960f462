import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MASTER_DATA_RESOURCES, type FieldDefinition, type MasterDataResource } from '@rota/core';
import { useServices } from '../composition/services-context.js';
import { readFieldDefinitions } from '../form/form-state.js';
import type { GridRow } from '../grid/GridPage.js';
import { ResourceFormModal } from '../grid/ResourceFormModal.js';

/** One record of a registry entry, read-only in its form (GET {path}/{key}), e.g. an order's location. */
export function RecordDetailModal({
  resource,
  recordKey,
  onClose,
}: {
  resource: MasterDataResource;
  recordKey: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { resources } = useServices();
  const entry = MASTER_DATA_RESOURCES[resource];
  const gateway = useMemo(() => resources(entry), [resources, entry]);
  const [fields, setFields] = useState<FieldDefinition[] | null>(null);
  const [record, setRecord] = useState<GridRow | null>(null);
  useEffect(() => {
    let alive = true;
    void Promise.all([gateway.fieldOptions(), gateway.get(recordKey)]).then(([options, one]) => {
      if (!alive) return;
      setFields(options.body?.isSuccess ? readFieldDefinitions(options.body.data) : []);
      const data = one.body?.isSuccess ? one.body.data : null;
      // A record that cannot be read (another center's, gone) opens nothing; the error was shown.
      if (data && typeof data === 'object') setRecord(data);
      else onClose();
    });
    return () => {
      alive = false;
    };
  }, [gateway, recordKey, onClose]);
  if (!fields || !record) return null;
  return (
    <ResourceFormModal
      mode="info"
      item={t('storage' in entry ? entry.storage.itemNameKey : entry.pageNameKey)}
      fields={fields}
      record={record}
      onClose={onClose}
      onSubmit={onClose}
    />
  );
}
