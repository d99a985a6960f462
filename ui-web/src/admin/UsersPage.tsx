import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ColDef } from 'ag-grid-community';
import { toAnswer } from '@rota/adapters-http';
import { addOutcome, updateOutcome, type FormValues } from '@rota/core';
import { toggleUserStatus, type User } from '@rota/core/admin';
import { hasClaim, ROLES } from '@rota/core/auth';
import { useStoredLogin } from '../auth/use-current-access.js';
import { useServices } from '../composition/services-context.js';
import { GridPage, type GridRow } from '../grid/GridPage.js';
import { ConfirmDialog } from '../ui/Modal.js';
import { ResourceFormModal } from '../grid/ResourceFormModal.js';
import { showFailure, showOutcome } from './admin-notices.js';
import { PasswordResetModal } from './PasswordResetModal.js';
import { PhoneConfirmationModal } from './PhoneConfirmationModal.js';
import { useUsers, type UserStatusFilter } from './use-users.js';
import './admin.css';
import { needsPhoneConfirmation, userFormFields, userRecord, userRequest } from './user-form.model.js';

type Row = User & GridRow;
const columnKeys: [keyof User, string][] = [
  ['email', 'admin.user.email'],
  ['username', 'adminUi.column.username'],
  ['givenName', 'admin.user.givenName'],
  ['surname', 'admin.user.surname'],
  ['phoneNumber', 'admin.user.phoneNumber'],
  ['phoneNumberConfirmed', 'adminUi.column.phoneNumberConfirmed'],
  ['twoFactorEnabled', 'admin.user.twoFactorEnabled'],
  ['isEnabled', 'adminUi.column.isEnabled'],
  ['role', 'admin.user.role'],
  ['distributionCenterName', 'admin.user.distributionCenter'],
];
const statuses: UserStatusFilter[] = ['enabled', 'disabled', 'all'];

/** Users (spec 02): enabled users by default; add, update, export; Enable/Disable on one row. */
export function UsersPage() {
  const { t } = useTranslation();
  const { notify, admin: api } = useServices();
  const me = useStoredLogin();
  const statusId = useId();
  const [status, setStatus] = useState<UserStatusFilter>('enabled');
  const { rows, fields, reload } = useUsers(status);
  const [selected, setSelected] = useState<Row[]>([]);
  const [phoneOf, setPhoneOf] = useState<{ email: string; phoneNumber: string } | null>(null);
  const [resetOf, setResetOf] = useState<User | null>(null);
  const [disableOf, setDisableOf] = useState<User | null>(null);
  const isAdmin = me?.roles.includes(ROLES.admin) ?? false;
  const canWrite = hasClaim(me?.claims ?? [], 'user-management', 'write');
  const one = selected.length === 1 ? selected[0] : undefined;

  const columns = useMemo<ColDef<Row>[]>(
    () =>
      columnKeys.map(([field, key]) => ({
        field,
        headerName: t(key),
        ...(typeof rows?.[0]?.[field] === 'boolean' ||
        field.endsWith('Enabled') ||
        field.endsWith('Confirmed')
          ? { valueFormatter: (p: { value: unknown }) => (p.value ? t('adminUi.yes') : t('adminUi.no')) }
          : {}),
      })),
    [t, rows],
  );

  async function save(
    mode: 'add' | 'update',
    values: FormValues,
    before: User | undefined,
    close: () => void,
  ) {
    const item = t('adminUi.user');
    if (mode === 'add') {
      const body = userRequest(values, 'add');
      const result = await api.addUser({ body });
      if (!showOutcome(notify, addOutcome(toAnswer(result), item))) return;
      close();
      reload();
      if (needsPhoneConfirmation(body, null))
        setPhoneOf({ email: body.email, phoneNumber: body.phoneNumber ?? '' });
      return;
    }
    const body = { ...userRequest(values, 'update'), email: before?.email ?? '' };
    const result = await api.updateUser({ body });
    if (!result.ok) return showFailure(notify, result, 'admin.user.updateFailed');
    if (!showOutcome(notify, updateOutcome(toAnswer(result), item))) return;
    close();
    reload();
    if (needsPhoneConfirmation(body, before ?? null))
      setPhoneOf({ email: body.email, phoneNumber: body.phoneNumber ?? '' });
  }

  async function toggle(user: User) {
    const outcome = await toggleUserStatus(
      { users: { setEnabled: (email, enable) => setEnabled(email, enable) } },
      user,
    );
    if (outcome.kind === 'done') {
      notify({ kind: 'success', key: outcome.messageKey });
      reload();
    }
  }
  /** Disabling asks first (the user is locked out); enabling goes at once. */
  function askToggle(user: User) {
    if (user.isEnabled) setDisableOf(user);
    else void toggle(user);
  }
  async function setEnabled(email: string, enable: boolean) {
    const call = enable ? api.enableUser : api.disableUser;
    const result = await call({ params: { email } });
    if (!result.ok) showFailure(notify, result, 'admin.user.updateFailed');
    return result.ok
      ? { ok: true as const, value: null }
      : { ok: false as const, error: { code: 'unknown' as const, messageKey: 'admin.user.updateFailed' } };
  }

  return (
    <>
      <GridPage<Row>
        title={t('nav.users')}
        rows={rows as Row[] | null}
        columns={columns}
        idField="email"
        nameField="email"
        height="70vh"
        can={{ add: canWrite, update: canWrite, info: true, delete: false, export: true }}
        onSelectionChange={setSelected}
        headerExtra={
          <>
            <span className="inline-select">
              <label htmlFor={statusId}>{t('adminUi.show')}</label>
              <select
                id={statusId}
                value={status}
                onChange={(e) => setStatus(e.target.value as UserStatusFilter)}
              >
                {statuses.map((s) => (
                  <option key={s} value={s}>
                    {t(`adminUi.status.${s}`)}
                  </option>
                ))}
              </select>
            </span>
            {one && canWrite ? (
              <button type="button" className="button secondary" onClick={() => askToggle(one)}>
                {one.isEnabled ? t('adminUi.disable') : t('adminUi.enable')}
              </button>
            ) : null}
            {one && canWrite && one.phoneNumber && !one.phoneNumberConfirmed ? (
              <button
                type="button"
                className="button secondary"
                onClick={() => setPhoneOf({ email: one.email, phoneNumber: one.phoneNumber ?? '' })}
              >
                {t('adminUi.confirmPhone')}
              </button>
            ) : null}
            {one && isAdmin ? (
              <button type="button" className="button secondary" onClick={() => setResetOf(one)}>
                {t('adminUi.resetPassword')}
              </button>
            ) : null}
          </>
        }
        renderModal={(mode, chosen, close) => (
          <ResourceFormModal
            mode={mode}
            item={t('adminUi.user')}
            fields={userFormFields(fields, mode, isAdmin, t('admin.user.distributionCenterRequired'))}
            record={mode === 'add' || !chosen[0] ? undefined : userRecord(chosen[0])}
            onClose={close}
            onSubmit={(values) => (mode === 'info' ? close() : save(mode, values, chosen[0], close))}
          />
        )}
      />
      {phoneOf ? (
        <PhoneConfirmationModal
          email={phoneOf.email}
          phoneNumber={phoneOf.phoneNumber}
          onClose={() => setPhoneOf(null)}
          onConfirmed={reload}
        />
      ) : null}
      {resetOf ? (
        <PasswordResetModal user={resetOf} fields={fields} onClose={() => setResetOf(null)} />
      ) : null}
      {disableOf ? (
        <ConfirmDialog
          title={t('adminUi.disableTitle')}
          message={t('adminUi.disableConfirm', { email: disableOf.email })}
          onCancel={() => setDisableOf(null)}
          onConfirm={() => {
            const user = disableOf;
            setDisableOf(null);
            void toggle(user);
          }}
        />
      ) : null}
    </>
  );
}
