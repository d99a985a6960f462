import { useCallback, useEffect, useMemo, useState } from 'react';
import {
  addGrant,
  permissionRows,
  removeGrant,
  saveRoleClaims,
  sameGrants,
  type Action,
  type Page,
  type PageAction,
  type Role,
} from '@rota/core/admin';
import { refreshAccess } from '../auth/use-current-access.js';
import { useServices } from '../composition/services-context.js';
import { showFailure } from './admin-notices.js';

/**
 * The Roles screen's state: roles, pages and actions; the chosen role's saved grants and the draft
 * being edited. Save Changes replaces the role's whole list, then the signed-in user's own claims
 * are read again so the sidebar and guards follow at once.
 */
export function useRoleEditor() {
  const { notify, access, login, admin: api } = useServices();
  const [roles, setRoles] = useState<Role[] | null>(null);
  const [pages, setPages] = useState<Page[]>([]);
  const [actions, setActions] = useState<Action[]>([]);
  const [role, setRole] = useState<string | null>(null);
  const [saved, setSaved] = useState<PageAction[] | null>(null);
  const [draft, setDraft] = useState<PageAction[]>([]);

  useEffect(() => {
    void Promise.all([api.roles(), api.pages(), api.actions()]).then(([r, p, a]) => {
      setRoles(r.ok ? r.data.roles : []);
      setPages(p.ok ? p.data.pages : []);
      setActions(a.ok ? a.data.actions : []);
    });
  }, [api]);

  const load = useCallback(
    async (name: string) => {
      setRole(name);
      setSaved(null);
      const result = await api.roleClaims({ params: { role: name } });
      const list = result.ok ? result.data.pageActionList : [];
      if (!result.ok) showFailure(notify, result, 'admin.role.noPermissions');
      setSaved(list);
      setDraft(list);
    },
    [api, notify],
  );

  async function save() {
    const outcome = await saveRoleClaims(
      {
        roles: {
          saveClaims: async (roleName, pageActionList) => {
            const result = await api.saveRoleClaims({ body: { roleName, pageActionList } });
            if (!result.ok) showFailure(notify, result, 'crud.updateFailed');
            return result.ok
              ? { ok: true, value: null }
              : { ok: false, error: { code: 'unknown', messageKey: 'crud.updateFailed' } };
          },
        },
      },
      role,
      draft,
    );
    if (outcome.kind === 'no-role') notify({ kind: 'warning', key: outcome.messageKey });
    if (outcome.kind !== 'saved') return;
    notify({ kind: 'success', key: outcome.messageKey });
    setSaved(draft);
    await refreshAccess(access, login);
  }

  const rows = useMemo(() => permissionRows(pages, actions, draft), [pages, actions, draft]);
  return {
    roles,
    actions,
    role,
    rows,
    loading: role !== null && saved === null,
    empty: draft.length === 0,
    dirty: saved !== null && !sameGrants(saved, draft),
    choose: (name: string) => void load(name),
    grant: (pageId: number, actionId: number) => setDraft((list) => addGrant(list, { pageId, actionId })),
    revoke: (pageId: number, actionId: number) => setDraft((list) => removeGrant(list, { pageId, actionId })),
    undo: () => saved && setDraft(saved),
    save,
  };
}
