import { useTranslation } from 'react-i18next';
import './clear-ad-mark.css';

/** The "Clear job ad" mark (issue 17 §2): the ad passed the plain-language checks. Text, never colour alone. */
export function ClearAdMark() {
  const { t } = useTranslation('plain-language');
  return (
    <p className="clear-ad-mark">
      <span aria-hidden="true">✓ </span>
      {t('mark.label')}
      <span className="ui-visually-hidden">: {t('mark.hint')}</span>
    </p>
  );
}
