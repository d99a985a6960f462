import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../ui/Modal.js';

export interface ChoiceDialogProps<T> {
  title: string;
  items: readonly T[];
  keyOf: (item: T) => string;
  labelOf: (item: T) => string;
  /** Keys ticked when the dialog opens. */
  initial?: readonly string[];
  emptyText?: string;
  onApply: (chosen: T[]) => void;
  onClose: () => void;
}

/** A list of checkboxes in a dialog ('Operation Types', 'Step Definitions'); Apply hands back the ticked items in list order. */
export function ChoiceDialog<T>(props: ChoiceDialogProps<T>) {
  const { t } = useTranslation();
  const [ticked, setTicked] = useState<ReadonlySet<string>>(new Set(props.initial ?? []));
  const toggle = (key: string) =>
    setTicked((current) => {
      const next = new Set(current);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });
  return (
    <Modal
      title={props.title}
      onClose={props.onClose}
      footer={
        <>
          <button type="button" className="button secondary" onClick={props.onClose}>
            {t('common.cancel')}
          </button>
          <button
            type="button"
            className="button primary"
            onClick={() => props.onApply(props.items.filter((item) => ticked.has(props.keyOf(item))))}
          >
            {t('workflowsUi.apply')}
          </button>
        </>
      }
    >
      {props.items.length === 0 ? (
        <p className="muted">{props.emptyText ?? t('common.noData')}</p>
      ) : (
        <ul className="workflow-choices">
          {props.items.map((item) => {
            const key = props.keyOf(item);
            return (
              <li key={key}>
                <label className="checkbox">
                  <input type="checkbox" checked={ticked.has(key)} onChange={() => toggle(key)} />
                  {props.labelOf(item)}
                </label>
              </li>
            );
          })}
        </ul>
      )}
    </Modal>
  );
}
