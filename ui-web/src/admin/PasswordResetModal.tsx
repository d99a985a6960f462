import { useTranslation } from 'react-i18next';
import { updateOutcome, type FieldDefinition } from '@rota/core';
import { toAnswer } from '@rota/adapters-http';
import type { User } from '@rota/core/admin';
import { useServices } from '../composition/services-context.js';
import { MetadataForm } from '../form/MetadataForm.js';
import { Modal } from '../ui/Modal.js';
import { showOutcome } from './admin-notices.js';

/** Password reset by an Admin: the user form's password field with all its rules. */
export function PasswordResetModal({
  user,
  fields,
  onClose,
}: {
  user: User;
  fields: FieldDefinition[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { notify, admin: api } = useServices();
  const password = fields.filter((f) => f.type === 'password');
  const name = `${user.givenName} ${user.surname}`.trim() || user.email;
  return (
    <Modal
      title={t('adminUi.resetPasswordOf', { name })}
      onClose={onClose}
      footer={
        <>
          <button type="button" className="button secondary" onClick={onClose}>
            {t('common.cancel')}
          </button>
          <button type="submit" form="password-reset" className="button primary">
            {t('common.save')}
          </button>
        </>
      }
    >
      <p className="field-hint">{t('adminUi.resetPasswordHint')}</p>
      <MetadataForm
        id="password-reset"
        fields={password}
        mode="add"
        onSubmit={async (values) => {
          const result = await api.resetPassword({
            params: { email: user.email },
            body: { password: typeof values['password'] === 'string' ? values['password'] : '' },
          });
          if (result.ok) notify({ kind: 'success', key: 'admin.user.passwordChanged' });
          else showOutcome(notify, updateOutcome(toAnswer(result), t('adminUi.user')));
          if (result.ok) onClose();
        }}
      />
    </Modal>
  );
}
