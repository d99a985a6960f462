export interface RowAction {
  /** The button's visible text. */
  text: string;
  /** What it does to which row, for assistive technology ("Show Depot 1 on the map"). */
  label: string;
  onClick: () => void;
}

/** The buttons of a grid row's action column (pinned right). */
export function RowActions({ actions }: { actions: readonly RowAction[] }) {
  return (
    <div className="row-actions">
      {actions.map((action) => (
        <button
          key={action.text}
          type="button"
          className="link-button"
          aria-label={action.label}
          title={action.label}
          onClick={action.onClick}
        >
          {action.text}
        </button>
      ))}
    </div>
  );
}
