import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { problemText } from './problem.ts';

/** The page a token link shows when its token is missing or its call failed. */
export function LinkProblem({ heading, token, error }: { heading: ReactNode; token: string; error: unknown }) {
  const { t, i18n } = useTranslation(['approvals', 'forms']);
  return (
    <section className="ui-stack" aria-labelledby="page-heading">
      {heading}
      <p role="alert" className="ui-alert">
        {token === '' ? t('link.missing') : problemText(error, t, i18n.language, t('link.failed'))}
      </p>
    </section>
  );
}
