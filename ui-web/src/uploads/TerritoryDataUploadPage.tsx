import { useTranslation } from 'react-i18next';
import { TERRITORY_UPLOAD_TEMPLATES } from '@rota/core';
import { UploadPanel } from './UploadPanel.js';

export const TERRITORY_DATA_UPLOAD_ROUTE = '/territory-planning/territory-data-upload';

/** Territory Data Upload (spec 02 §2): the same form with its one type, Territory Polygon. */
export function TerritoryDataUploadPage() {
  const { t } = useTranslation();
  return (
    <section className="page">
      <div className="page-head">
        <h1 className="page-title">{t('masterData.page.territoryDataUpload')}</h1>
      </div>
      <UploadPanel templates={TERRITORY_UPLOAD_TEMPLATES} />
    </section>
  );
}
