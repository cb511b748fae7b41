import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** The panel's header: an optional back button, the title and line under it, and the close button. */
export function PanelHeader({
  title,
  subtitle,
  onBack,
  onClose,
}: {
  title: ReactNode;
  subtitle: ReactNode;
  onBack?: (() => void) | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation('chat');
  return (
    <header className="ch-header">
      {onBack ? (
        <button type="button" className="ch-icon-button ch-header__back" aria-label={t('header.back')} onClick={onBack}>
          <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
            <path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </button>
      ) : null}
      <div className="ch-header__text">
        <h2 className="ch-header__title" tabIndex={-1} data-chat-title="">
          {title}
        </h2>
        <div className="ch-header__subtitle">{subtitle}</div>
      </div>
      <button type="button" className="ch-icon-button" aria-label={t('panel.close')} onClick={onClose}>
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
          <path d="M6 6l12 12M18 6L6 18" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
        </svg>
      </button>
    </header>
  );
}
