import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { hasClaim } from '@rota/core/auth';
import { useStoredLogin } from '../auth/use-current-access.js';
import { ConfirmDialog } from '../ui/Modal.js';
import { PermissionList } from './PermissionList.js';
import { useRoleEditor } from './use-role-editor.js';
import './admin.css';

/** The icon of a role: by whether its name speaks of admin or driver (spec 02 §6). */
function roleIcon(name: string): string {
  const lower = name.toLowerCase();
  if (lower.includes('admin')) return '★';
  if (lower.includes('driver')) return '⊙';
  return '☺';
}

/** Roles (spec 02): the role list; the chosen role's actions to drag onto pages; Save Changes. */
export function RolesPage() {
  const { t } = useTranslation();
  const me = useStoredLogin();
  const editor = useRoleEditor();
  const [picked, setPicked] = useState<number | null>(null);
  // Another role chosen while this one has unsaved changes: ask before dropping them.
  const [leaveFor, setLeaveFor] = useState<string | null>(null);
  const choose = (name: string) =>
    editor.dirty && name !== editor.role ? setLeaveFor(name) : editor.choose(name);
  const canManage = hasClaim(me?.claims ?? [], 'user-management', 'manage');
  const actionName = (name: string) => t(`adminUi.action.${name}`, { defaultValue: name });

  return (
    <section className="page roles-page">
      <div className="page-head">
        <h1 className="page-title">{t('nav.roles')}</h1>
      </div>
      <div className="roles-layout">
        <nav className="panel role-list" aria-label={t('adminUi.roles.list')}>
          <h2 className="panel-title">{t('adminUi.roles.list')}</h2>
          {editor.roles?.length === 0 ? <p className="empty-note">{t('admin.role.noRoles')}</p> : null}
          <ul>
            {(editor.roles ?? []).map((r) => (
              <li key={r.name}>
                <button
                  type="button"
                  className={`role-item${editor.role === r.name ? ' active' : ''}`}
                  aria-pressed={editor.role === r.name}
                  onClick={() => choose(r.name)}
                >
                  <span className="role-icon" aria-hidden="true">
                    {roleIcon(r.name)}
                  </span>
                  {r.name}
                </button>
              </li>
            ))}
          </ul>
        </nav>
        <div className="panel role-detail">
          {editor.role === null ? (
            <div className="empty-state">
              <p>{t('admin.role.selectRole')}</p>
            </div>
          ) : (
            <>
              {canManage ? (
                <div className="role-actions">
                  <h2 className="panel-title">{t('adminUi.roles.actions')}</h2>
                  <div className="chips" role="group" aria-label={t('adminUi.roles.actions')}>
                    {editor.actions.map((a) => (
                      <button
                        key={a.id}
                        type="button"
                        className={`action-chip${picked === a.id ? ' picked' : ''}`}
                        draggable
                        aria-pressed={picked === a.id}
                        aria-label={t('adminUi.roles.pick', { action: actionName(a.actionName) })}
                        data-action={a.actionName}
                        onDragStart={(event) => event.dataTransfer.setData('text/plain', String(a.id))}
                        onClick={() => setPicked((p) => (p === a.id ? null : a.id))}
                      >
                        {actionName(a.actionName)}
                      </button>
                    ))}
                  </div>
                  <p className="field-hint">{t('adminUi.roles.dragHint')}</p>
                </div>
              ) : null}
              <h2 className="panel-title">{t('adminUi.roles.selected', { role: editor.role })}</h2>
              {!editor.loading && editor.empty ? (
                <p className="empty-note" role="status">
                  {t('admin.role.noPermissions')}
                </p>
              ) : null}
              {editor.loading ? (
                <div className="page-loading" aria-busy="true" />
              ) : (
                <PermissionList
                  rows={editor.rows}
                  editable={canManage}
                  picked={editor.actions.find((a) => a.id === picked) ?? null}
                  actionName={actionName}
                  onGrant={editor.grant}
                  onRevoke={editor.revoke}
                />
              )}
              {canManage ? (
                <div className="role-footer">
                  {editor.dirty ? <span className="unsaved">{t('adminUi.roles.unsaved')}</span> : null}
                  <button
                    type="button"
                    className="button secondary"
                    disabled={!editor.dirty}
                    onClick={editor.undo}
                  >
                    {t('adminUi.roles.undo')}
                  </button>
                  <button
                    type="button"
                    className="button primary"
                    disabled={!editor.dirty}
                    onClick={() => void editor.save()}
                  >
                    {t('adminUi.roles.saveChanges')}
                  </button>
                </div>
              ) : null}
            </>
          )}
        </div>
      </div>
      {leaveFor ? (
        <ConfirmDialog
          title={t('adminUi.roles.unsaved')}
          message={t('adminUi.roles.discardChanges', { role: editor.role ?? '' })}
          onCancel={() => setLeaveFor(null)}
          onConfirm={() => {
            editor.choose(leaveFor);
            setLeaveFor(null);
          }}
        />
      ) : null}
    </section>
  );
}
