import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { picturePreview } from '@rota/core';
import { useServices } from '../composition/services-context.js';
import type { GridRow } from '../grid/GridPage.js';
import { ResourceGrid } from '../grid/ResourceGrid.js';
import { Modal } from '../ui/Modal.js';
import { RowActions } from './RowActions.js';

/** A stored photo (base64, or already a data address) as an image source. */
export function photoSource(photo: unknown): string | null {
  if (typeof photo !== 'string' || photo.trim() === '') return null;
  return photo.startsWith('data:') ? photo : `data:image/jpeg;base64,${photo}`;
}

/** Drivers (spec 02 §2): the grid and a Photo action (the photo in a small modal, or 'No photo found.'). */
export function DriversPage() {
  const { t } = useTranslation();
  const { notify } = useServices();
  const [photo, setPhoto] = useState<{ name: string; src: string } | null>(null);

  const rowActions = useCallback(
    (row: GridRow) => {
      const name = [row['givenName'], row['surname']].filter(Boolean).join(' ') || String(row['refNo'] ?? '');
      return (
        <RowActions
          actions={[
            {
              text: t('masterData.driver.photo'),
              label: t('masterDataUi.action.photo', { name }),
              onClick: () => {
                const preview = picturePreview(photoSource(row['photo']));
                if ('src' in preview) setPhoto({ name, src: preview.src });
                else notify({ kind: 'warning', key: 'masterData.driver.noPhoto' });
              },
            },
          ]}
        />
      );
    },
    [t, notify],
  );

  return (
    <>
      <ResourceGrid resource="drivers" rowActions={rowActions} />
      {photo ? (
        <Modal title={`${t('masterData.driver.photo')}: ${photo.name}`} onClose={() => setPhoto(null)}>
          <img className="driver-photo" src={photo.src} alt={photo.name} />
        </Modal>
      ) : null}
    </>
  );
}
