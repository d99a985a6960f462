import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DATA_UPLOAD_TEMPLATES } from '@rota/core';
import { useServices } from '../composition/services-context.js';
import { download } from '../grid/export.js';
import type { GridRow } from '../grid/GridPage.js';
import { ResourceGrid } from '../grid/ResourceGrid.js';
import { RowActions } from '../master-data/RowActions.js';
import { ScreenTabs, useScreenTab } from '../master-data/ScreenTabs.js';
import { UploadPanel, XLSX_TYPE } from './UploadPanel.js';

export const DATA_UPLOAD_ROUTE = '/data-management/data-upload';

const TABS = [
  { id: 'upload', labelKey: 'masterData.upload.dataUpload' },
  { id: 'history', labelKey: 'masterData.upload.historyData' },
] as const;

/**
 * Data Upload (spec 02 §2): the Data Upload tab (a file per template, Upload All) and History
 * Data (the upload history grid, read again after each upload, with a Download action on each
 * entry whose sheet was kept; entries from before sheets were kept show none). The upload tab
 * stays mounted while History Data shows, so the chosen files are kept until the page is left.
 */
export function DataUploadPage() {
  const { t } = useTranslation();
  const { gateways } = useServices();
  const [current, choose] = useScreenTab(TABS);
  const [version, setVersion] = useState(0);
  const uploaded = useCallback(() => setVersion((v) => v + 1), []);
  const historyActions = useCallback(
    (row: GridRow) => {
      const id = row['id'];
      const name = String(row['name'] ?? '');
      if (row['hasFile'] !== true || typeof id !== 'number') return null;
      const fetchFile = async () => {
        const answer = await gateways.masterData.uploadFile({ params: { id } });
        if (answer.ok) download(new Blob([new Uint8Array(answer.data)], { type: XLSX_TYPE }), name);
      };
      return (
        <RowActions
          actions={[
            {
              text: t('uploadsUi.download'),
              label: t('uploadsUi.downloadFile', { name }),
              onClick: () => void fetchFile(),
            },
          ]}
        />
      );
    },
    [gateways, t],
  );
  const title = t('masterData.page.dataUpload');
  const tabs = <ScreenTabs tabs={TABS} current={current} onChoose={choose} label={title} />;
  return (
    <>
      <section className="page upload-page" hidden={current !== 'upload'}>
        <div className="page-head">
          <div className="page-heading">
            <h1 className="page-title">{title}</h1>
            {tabs}
          </div>
        </div>
        <UploadPanel templates={DATA_UPLOAD_TEMPLATES} onUploaded={uploaded} />
      </section>
      {current === 'history' ? (
        <ResourceGrid
          key={`history-${version}`}
          resource="uploadHistory"
          title={`${title} - ${t('masterData.upload.historyData')}`}
          beside={tabs}
          rowActions={historyActions}
        />
      ) : null}
    </>
  );
}
