import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DATA_UPLOAD_TEMPLATES } from '@rota/core';
import { ResourceGrid } from '../grid/ResourceGrid.js';
import { ScreenTabs, useScreenTab } from '../master-data/ScreenTabs.js';
import { UploadPanel } from './UploadPanel.js';

export const DATA_UPLOAD_ROUTE = '/data-management/data-upload';

const TABS = [
  { id: 'upload', labelKey: 'masterData.upload.dataUpload' },
  { id: 'history', labelKey: 'masterData.upload.historyData' },
] as const;

/**
 * Data Upload (spec 02 §2): the Data Upload tab (a file per template, Upload All) and History
 * Data (the upload history grid, read again after each upload). The upload tab stays mounted
 * while History Data shows, so the chosen files are kept until the page is left.
 */
export function DataUploadPage() {
  const { t } = useTranslation();
  const [current, choose] = useScreenTab(TABS);
  const [version, setVersion] = useState(0);
  const uploaded = useCallback(() => setVersion((v) => v + 1), []);
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
        />
      ) : null}
    </>
  );
}
