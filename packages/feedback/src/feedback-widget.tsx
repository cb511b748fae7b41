import { lazy, Suspense, useCallback, useEffect, useId, useRef, useState, type ComponentType, type FocusEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiClient } from '@tessera/api-client/create-api-client';
import type { FeedbackDraft, FeedbackFormProps } from './feedback-form';
import { usePausableTimeout } from './pausable-timeout';
import { submitNsatFeedback, type Rating } from './submit-feedback';
import './feedback.css';

// The form (react-hook-form, zod) loads when the panel first opens, or just before: when the pointer or
// focus reaches the Feedback button. Once loaded it renders at once.
let LoadedForm: ComponentType<FeedbackFormProps> | null = null;
let loading: Promise<ComponentType<FeedbackFormProps>> | null = null;
export function preloadFeedbackForm(): Promise<ComponentType<FeedbackFormProps>> {
  loading ??= import('./feedback-form').then((m) => (LoadedForm = m.default));
  return loading;
}
const LazyForm = lazy(() => preloadFeedbackForm().then((component) => ({ default: component })));

function FeedbackFormSlot(props: FeedbackFormProps) {
  const { t } = useTranslation('feedback');
  if (LoadedForm) return <LoadedForm {...props} />;
  return (
    <Suspense fallback={<p className="fb-hint">{t('widget.loading')}</p>}>
      <LazyForm {...props} />
    </Suspense>
  );
}

const EMPTY_DRAFT: FeedbackDraft = { rating: '', feed: '', user_email: '' };

export const LAUNCHER_HIDE_MS = 7000;
export const THANKS_CLOSE_MS = 2500;

/** SPEC §2 widget states. */
export type WidgetState = 'closed' | 'formShown' | 'ratingChosen' | 'sending' | 'thanked';

export interface FeedbackWidgetProps {
  /** The page's typed API client (it adds the bearer token when someone is signed in). */
  api: ApiClient;
  /** Someone is signed in: no email is asked for. */
  signedIn: boolean;
  /** The current address (path and query); sent as `page`, and each change restarts the 7-second timer. */
  path: string;
  /** The reading preference "Keep messages on screen" (DECISIONS 14): nothing hides by itself. */
  keepOnScreen: boolean;
}

/** Tracks whether the pointer or keyboard focus is inside an element (DECISIONS 14 pauses). */
function useHoldWhileEngaged() {
  const [pointer, setPointer] = useState(false);
  const [focus, setFocus] = useState(false);
  const handlers = {
    onPointerEnter: () => setPointer(true),
    onPointerLeave: () => setPointer(false),
    onFocus: () => setFocus(true),
    onBlur: (e: FocusEvent<HTMLElement>) => {
      if (!e.currentTarget.contains(e.relatedTarget)) setFocus(false);
    },
  };
  const release = useCallback(() => {
    setPointer(false);
    setFocus(false);
  }, []);
  return { engaged: pointer || focus, handlers, release };
}

/**
 * The floating feedback widget (SPEC §2 "Feedback widget", §5, §8, §9; DECISIONS 14): a Feedback button
 * that opens a rating panel; after 7 s without use the button gives way to an up-arrow button that
 * brings it back. Timers pause while the pointer or focus is on them and never run with "Keep messages
 * on screen".
 */
export function FeedbackWidget({ api, signedIn, path, keepOnScreen }: FeedbackWidgetProps) {
  const { t, ready } = useTranslation('feedback');
  // The form layer's messages (the forms namespace) load with the widget, before its form opens.
  useTranslation('forms');
  const id = useId();
  const titleId = `${id}-title`;
  const panelId = `${id}-panel`;
  const [state, setState] = useState<WidgetState>('closed');
  const [launcherShown, setLauncherShown] = useState(true);
  const [draft, setDraft] = useState<FeedbackDraft>(EMPTY_DRAFT);
  const rating = draft.rating === '' ? null : (Number(draft.rating) as Rating);
  const root = useRef<HTMLDivElement>(null);
  const launcher = useRef<HTMLButtonElement>(null);
  const launcherHold = useHoldWhileEngaged();
  const panelHold = useHoldWhileEngaged();
  const releasePanel = panelHold.release;
  const sendingFor = useRef(0);

  const open = state !== 'closed';
  // A new page shows the Feedback button again and restarts its 7-second timer.
  useEffect(() => {
    setLauncherShown(true);
  }, [path]);

  usePausableTimeout(() => setLauncherShown(false), LAUNCHER_HIDE_MS, {
    active: launcherShown && !open && !keepOnScreen,
    paused: launcherHold.engaged,
    resetKey: path,
  });

  const stateRef = useRef(state);
  stateRef.current = state;
  const close = useCallback(
    (returnFocus: boolean) => {
      // A send still under way no longer changes anything.
      sendingFor.current += 1;
      // A draft stays for next time; what was sent is cleared.
      if (stateRef.current === 'thanked') setDraft((d) => ({ ...EMPTY_DRAFT, user_email: d.user_email }));
      setState('closed');
      releasePanel();
      if (returnFocus) launcher.current?.focus();
    },
    [releasePanel],
  );

  usePausableTimeout(() => close(root.current?.contains(document.activeElement) ?? false), THANKS_CLOSE_MS, {
    active: state === 'thanked' && !keepOnScreen,
    paused: panelHold.engaged,
  });

  // Clicking outside the panel closes it (SPEC §2); so does Escape inside the widget.
  useEffect(() => {
    if (!open) return;
    const onDown = (e: PointerEvent) => {
      if (root.current && !root.current.contains(e.target as Node)) close(false);
    };
    document.addEventListener('pointerdown', onDown);
    return () => document.removeEventListener('pointerdown', onDown);
  }, [open, close]);

  // The up-arrow brings the button back and keyboard users stay on it.
  const focusLauncher = useRef(false);
  useEffect(() => {
    if (launcherShown && focusLauncher.current) {
      focusLauncher.current = false;
      launcher.current?.focus();
    }
  }, [launcherShown]);

  const openPanel = () => setState(rating === null ? 'formShown' : 'ratingChosen');

  /** Sends what the form checked; resolves with the failure, or null once sent. */
  const send = async (values: { rating: Rating; feed: string; user_email: string | undefined }): Promise<unknown> => {
    const attempt = ++sendingFor.current;
    setState('sending');
    try {
      await submitNsatFeedback(api, { ...values, page: path });
      if (attempt !== sendingFor.current) return null;
      setState('thanked');
      // The thanks is announced from the status region; focus goes back to the button that opened it.
      launcher.current?.focus();
      return null;
    } catch (error) {
      if (attempt !== sendingFor.current) return null;
      // SPEC §8: the spinner stops, nothing else is shown (the form shows a field the server names).
      setState('ratingChosen');
      return error;
    }
  };

  // Nothing until the wording has loaded, so no key flashes on screen.
  if (!ready) return null;
  return (
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions -- Escape pressed on the feedback button inside bubbles here; the wrapper takes no focus
    <div
      ref={root}
      className="fb-widget"
      data-floating=""
      data-state={state}
      onKeyDown={(e) => {
        if (e.key === 'Escape' && open) {
          e.stopPropagation();
          close(true);
        }
      }}
    >
      {open ? (
        <section id={panelId} className="fb-panel" role="dialog" aria-labelledby={titleId} {...panelHold.handlers}>
          <div className="fb-panel__head">
            <h2 id={titleId} className="fb-panel__title">
              {t('widget.title')}
            </h2>
            <button type="button" className="fb-icon-button" aria-label={t('widget.close')} onClick={() => close(true)}>
              <span aria-hidden="true">×</span>
            </button>
          </div>
          {state === 'thanked' ? null : (
            <FeedbackFormSlot
              titleId={titleId}
              signedIn={signedIn}
              sending={state === 'sending'}
              draft={draft}
              onDraft={setDraft}
              onRated={() => setState('ratingChosen')}
              onSend={send}
            />
          )}
          <p className="fb-thanks" role="status">
            {state === 'thanked' ? t('widget.thanks') : ''}
          </p>
        </section>
      ) : null}
      <div className="fb-launchers" {...launcherHold.handlers}>
        {launcherShown || open ? (
          <button
            ref={launcher}
            type="button"
            className="fb-launcher"
            aria-expanded={open}
            aria-controls={open ? panelId : undefined}
            onPointerEnter={() => void preloadFeedbackForm()}
            onFocus={() => void preloadFeedbackForm()}
            onClick={() => (open ? close(false) : openPanel())}
          >
            {t('widget.launcher')}
          </button>
        ) : (
          <button
            type="button"
            className="fb-arrow"
            aria-label={t('widget.showLauncher')}
            onClick={() => {
              focusLauncher.current = true;
              setLauncherShown(true);
            }}
          >
            <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
              <path d="M12 5l-7 7h4.5v7h5v-7H19z" fill="currentColor" />
            </svg>
          </button>
        )}
      </div>
    </div>
  );
}
