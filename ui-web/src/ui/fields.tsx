import { useId, useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  error?: string | undefined;
  required?: boolean;
  adornment?: ReactNode;
}

/** A labelled input with its error under it; required labels carry the spec's tooltip. */
export function TextField({ label, error, required, adornment, ...input }: TextFieldProps) {
  const id = useId();
  const { t } = useTranslation();
  return (
    <div className={`field${error ? ' field-invalid' : ''}`}>
      <label htmlFor={id} className="field-label">
        {label}
        {required ? (
          <span className="field-required" title={t('common.required')} aria-hidden="true">
            *
          </span>
        ) : null}
      </label>
      <div className="field-control">
        <input
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          {...input}
        />
        {adornment}
      </div>
      {error ? (
        <div id={`${id}-error`} className="field-error" role="alert">
          {error}
        </div>
      ) : null}
    </div>
  );
}

/** Password input with a show/hide toggle. */
export function PasswordField(props: Omit<TextFieldProps, 'type' | 'adornment'>) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      adornment={
        <button
          type="button"
          className="field-adornment"
          aria-label={visible ? t('common.hidePassword') : t('common.showPassword')}
          aria-pressed={visible}
          onClick={() => setVisible((v) => !v)}
        >
          {visible ? t('common.hide') : t('common.show')}
        </button>
      }
    />
  );
}
