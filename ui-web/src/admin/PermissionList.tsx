import { useTranslation } from 'react-i18next';
import type { Action, PermissionRow } from '@rota/core/admin';
import { navigation } from '../layout/navigation.js';
import { hasScreen } from '../pages/screens.js';

/** The screens a permission key governs (Vehicles hangs on drivers, Orders on locations). */
function screensOf(key: string): string[] {
  return navigation.flatMap((area) =>
    area.entries.filter((e) => e.claimKey === key && hasScreen(e.path)).map((e) => e.labelKey),
  );
}

/** Permissions per page: granted actions removable, a drop target for actions, + for the picked one. */
export function PermissionList({
  rows,
  editable,
  picked,
  actionName,
  onGrant,
  onRevoke,
}: {
  rows: PermissionRow[];
  editable: boolean;
  picked: Action | null;
  actionName: (name: string) => string;
  onGrant: (pageId: number, actionId: number) => void;
  onRevoke: (pageId: number, actionId: number) => void;
}) {
  const { t } = useTranslation();
  return (
    <ul className="permission-rows">
      {rows.map(({ page, actions }) => {
        const screens = screensOf(page.name).map((key) => t(key));
        return (
          <li
            key={page.id}
            className="permission-row"
            data-page={page.name}
            onDragOver={(event) => editable && event.preventDefault()}
            onDrop={(event) => {
              event.preventDefault();
              const actionId = Number(event.dataTransfer.getData('text/plain'));
              if (editable && Number.isInteger(actionId) && actionId > 0) onGrant(page.id, actionId);
            }}
          >
            <div className="permission-page">
              <span className="permission-key">{page.name}</span>
              {screens.length ? (
                <span className="permission-screens">
                  {t('adminUi.roles.screens', { names: screens.join(', ') })}
                </span>
              ) : null}
            </div>
            <div className="chips">
              {actions.map((a) => (
                <span key={a.id} className="chip granted" data-action={a.actionName}>
                  {actionName(a.actionName)}
                  {editable ? (
                    <button
                      type="button"
                      className="chip-remove"
                      aria-label={t('adminUi.roles.remove', {
                        action: actionName(a.actionName),
                        page: page.name,
                      })}
                      onClick={() => onRevoke(page.id, a.id)}
                    >
                      ×
                    </button>
                  ) : null}
                </span>
              ))}
              {editable ? (
                <button
                  type="button"
                  className="icon-button add-grant"
                  disabled={!picked || actions.some((a) => a.id === picked.id)}
                  aria-label={
                    picked
                      ? t('adminUi.roles.addTo', { action: actionName(picked.actionName), page: page.name })
                      : t('adminUi.roles.dragHint')
                  }
                  onClick={() => picked && onGrant(page.id, picked.id)}
                >
                  +
                </button>
              ) : null}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
