import { useCallback, useEffect, useState } from 'react';
import { toAnswer } from '@rota/adapters-http';
import { envelopeNotices, type FieldDefinition } from '@rota/core';
import type { User } from '@rota/core/admin';
import { useServices } from '../composition/services-context.js';
import { readFieldDefinitions } from '../form/form-state.js';
import { noticeToast } from '../notify/notice.js';

/** Which users the grid lists: enabled ones by default (spec 02 §9). */
export type UserStatusFilter = 'enabled' | 'disabled' | 'all';

const query = { enabled: { isEnabled: 'true' }, disabled: { isEnabled: 'false' }, all: {} } as const;

/** The Users grid's rows for a status filter and the user form's field definitions. */
export function useUsers(status: UserStatusFilter) {
  const { notify, admin: api } = useServices();
  const [rows, setRows] = useState<User[] | null>(null);
  const [fields, setFields] = useState<FieldDefinition[]>([]);
  const [version, setVersion] = useState(0);
  const reload = useCallback(() => setVersion((v) => v + 1), []);

  useEffect(() => {
    let alive = true;
    setRows(null);
    void api.users({ query: query[status] }).then((result) => {
      if (!alive) return;
      setRows(result.ok ? result.data : []);
      if (!result.ok) envelopeNotices(toAnswer(result).body).forEach((n) => notify(noticeToast(n)));
    });
    return () => {
      alive = false;
    };
  }, [api, notify, status, version]);

  useEffect(() => {
    void api
      .userFieldOptions()
      .then((result) => setFields(result.ok ? readFieldDefinitions(result.data) : []));
  }, [api]);

  return { rows, fields, reload };
}
