import { useTranslation } from 'react-i18next';

export interface SpinnerProps {
  /** Accessible name; defaults to the translated "Loading". */
  label?: string;
}

/** A calm loading indicator announced politely by screen readers. */
export function Spinner({ label }: SpinnerProps) {
  const { t } = useTranslation('common');
  const name = label ?? t('loading');
  return (
    <div className="ui-spinner" role="status" aria-label={name} aria-live="polite">
      <span className="ui-spinner__ring" aria-hidden="true" />
      <span className="ui-visually-hidden">{name}</span>
    </div>
  );
}
