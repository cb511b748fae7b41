import { useId } from 'react';

export interface UploadProgressProps {
  /** 0..1 */
  fraction: number;
  /** "Uploading your résumé" */
  label: string;
  /** The value in words, e.g. (42) => "42 % sent". */
  valueText: (percent: number) => string;
}

/**
 * A labelled progress bar. The bar follows every step; screen readers hear the value in quarter steps
 * (0, 25, 50, 75, 100 %), not on every byte.
 */
export function UploadProgress({ fraction, label, valueText }: UploadProgressProps) {
  const id = useId();
  const percent = Math.round(Math.min(1, Math.max(0, fraction)) * 100);
  const spoken = Math.floor(percent / 25) * 25;
  return (
    <div className="cc-progress">
      <label htmlFor={id}>{label}</label>
      <progress id={id} max={100} value={percent} aria-valuetext={valueText(percent)}>
        {valueText(percent)}
      </progress>
      <p className="cc-progress__value" aria-hidden="true">
        {valueText(percent)}
      </p>
      <p className="ui-visually-hidden" aria-live="polite">
        {valueText(spoken)}
      </p>
    </div>
  );
}
