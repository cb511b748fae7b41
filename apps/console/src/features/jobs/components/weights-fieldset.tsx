import { useTranslation } from 'react-i18next';
import { DEFAULT_WEIGHTS, WEIGHT_NAMES, type MatchWeights } from '../api/types.ts';
import { weightSum } from '../hooks/job-form-state.ts';

export interface WeightsFieldsetProps {
  weights: Record<keyof MatchWeights, string>;
  onChange: (weights: Record<keyof MatchWeights, string>) => void;
  error?: string | undefined;
  disabled?: boolean;
}

/** Six percentages with a live "the weights add up to N of 100" line that turns into an error when it is not 100. */
export function WeightsFieldset({ weights, onChange, error, disabled }: WeightsFieldsetProps) {
  const { t } = useTranslation('jobs');
  const sum = weightSum({ weights });
  const ok = sum === 100 && !error;
  return (
    <fieldset className="jb-fieldset" aria-describedby="job-weights-intro job-weights-sum" disabled={disabled}>
      <legend className="ui-visually-hidden">{t('form.sections.weights')}</legend>
      <p id="job-weights-intro" className="jb-section__intro">
        {t('weights.intro')}
      </p>
      <div className="jb-weights">
        {WEIGHT_NAMES.map((name) => (
          <div className="jb-field" key={name}>
            {/* "Industry" also names a field of the form: the box is "Industry weight" to assistive technology. */}
            <label htmlFor={`job-weight-${name}`}>
              {t(`weightNames.${name}`)}
              <span className="ui-visually-hidden"> {t('weights.boxSuffix')}</span>
            </label>
            <span className="jb-input-suffix">
              <input
                id={`job-weight-${name}`}
                type="number"
                inputMode="numeric"
                min={0}
                max={100}
                step={1}
                value={weights[name]}
                aria-invalid={sum !== 100 ? true : undefined}
                aria-describedby="job-weights-sum"
                onChange={(e) => onChange({ ...weights, [name]: e.target.value })}
              />
              <span aria-hidden="true">%</span>
            </span>
          </div>
        ))}
      </div>
      <p id="job-weights-sum" className="jb-weight-sum" data-ok={ok ? 'true' : 'false'} role="status" aria-live="polite">
        {t('weights.sum', { sum })}
        {sum !== 100 ? ` ${t('form.errors.weightsSum')}` : ''}
      </p>
      <div>
        <button
          type="button"
          className="ui-button ui-button--secondary"
          onClick={() =>
            onChange(Object.fromEntries(WEIGHT_NAMES.map((k) => [k, String(DEFAULT_WEIGHTS[k])])) as Record<keyof MatchWeights, string>)
          }
        >
          {t('weights.reset')}
        </button>
      </div>
    </fieldset>
  );
}
