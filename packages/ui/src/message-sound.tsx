import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { devicePreference } from './device-preference';

/**
 * The helpdesk's new-message sound (SPEC §7 "plays a sound"): a short two-note chime made with Web Audio
 * (nothing downloaded). Browsers let a page play sound only after the person interacted with it, so the
 * audio is set up on the first click, tap or key press (`armMessageSound`) and stays silent before. The
 * concierge can turn it off; the choice is kept on this device.
 */
export const MESSAGE_SOUND_KEY = 'tessera-message-sound';

/** Two notes, each this long (seconds); the whole chime is under half a second. */
const NOTE_S = 0.16;
const NOTES_HZ = [880, 660] as const;
const VOLUME = 0.18;

// ---------------------------------------------------------------- preference

const preference = devicePreference(
  MESSAGE_SOUND_KEY,
  (stored) => (stored as { enabled?: unknown } | null)?.enabled !== false,
  (enabled) => ({ enabled }),
  true,
);

/** On unless the concierge turned it off. */
export const isMessageSoundEnabled = (): boolean => preference.get();
export const setMessageSoundEnabled = (enabled: boolean): void => preference.set(enabled);
export const useMessageSoundEnabled = (): boolean => preference.use();

// ---------------------------------------------------------------- audio

type AudioContextClass = new () => AudioContext;

let context: AudioContext | null = null;
let unlocked = false;
let arms = 0;
let disarm: (() => void) | null = null;

function audioContextClass(): AudioContextClass | undefined {
  const w = globalThis as unknown as { AudioContext?: AudioContextClass; webkitAudioContext?: AudioContextClass };
  return w.AudioContext ?? w.webkitAudioContext;
}

const GESTURES = ['pointerdown', 'keydown', 'touchend'] as const;

function unlock(): void {
  if (unlocked) return;
  unlocked = true;
  disarm?.();
  disarm = null;
  const Ctx = audioContextClass();
  if (!Ctx) return;
  try {
    context ??= new Ctx();
    void context.resume().catch(() => undefined);
  } catch {
    context = null;
  }
}

/**
 * Waits for the first user gesture on the page, then prepares the audio. Returns a release function
 * (the listeners go with the last user of the sound).
 */
export function armMessageSound(target: Window = window): () => void {
  arms += 1;
  if (!unlocked && !disarm) {
    const onGesture = () => unlock();
    for (const type of GESTURES) target.addEventListener(type, onGesture, { capture: true, passive: true });
    disarm = () => {
      for (const type of GESTURES) target.removeEventListener(type, onGesture, { capture: true });
    };
  }
  let released = false;
  return () => {
    if (released) return;
    released = true;
    arms -= 1;
    if (arms === 0) {
      disarm?.();
      disarm = null;
    }
  };
}

/** Has the person interacted with the page yet (so sound may play)? */
export function isMessageSoundReady(): boolean {
  return unlocked && context !== null;
}

/** Plays the chime when allowed (after a gesture, preference on); says whether it played. */
export function playMessageSound(): boolean {
  if (!unlocked || !context || !isMessageSoundEnabled()) return false;
  const ctx = context;
  try {
    if (ctx.state === 'suspended') void ctx.resume().catch(() => undefined);
    const start = ctx.currentTime + 0.01;
    NOTES_HZ.forEach((hz, i) => {
      const at = start + i * NOTE_S;
      const osc = ctx.createOscillator();
      const gain = ctx.createGain();
      osc.type = 'sine';
      osc.frequency.setValueAtTime(hz, at);
      // A soft attack and decay: no click at either end.
      gain.gain.setValueAtTime(0.0001, at);
      gain.gain.exponentialRampToValueAtTime(VOLUME, at + 0.02);
      gain.gain.exponentialRampToValueAtTime(0.0001, at + NOTE_S);
      osc.connect(gain);
      gain.connect(ctx.destination);
      osc.start(at);
      osc.stop(at + NOTE_S + 0.02);
    });
    return true;
  } catch {
    return false;
  }
}

/** Back to the state of a fresh page (tests). */
export function resetMessageSound(): void {
  disarm?.();
  disarm = null;
  arms = 0;
  unlocked = false;
  context = null;
  preference.forget();
}

// ---------------------------------------------------------------- the switch

/** The checkbox that turns the sound on and off (beside the helpdesk queue, and in the footer of the other pages for concierges). */
export function MessageSoundToggle() {
  const { t, ready } = useTranslation('helpdesk');
  const enabled = useMessageSoundEnabled();
  const id = useId();
  if (!ready) return null;
  return (
    <div className="ui-choice">
      <input
        id={id}
        type="checkbox"
        checked={enabled}
        onChange={(e) => setMessageSoundEnabled(e.target.checked)}
        aria-describedby={`${id}-hint`}
      />
      <label htmlFor={id}>{t('sound.label')}</label>
      <span id={`${id}-hint`} className="ui-visually-hidden">
        {t('sound.hint')}
      </span>
    </div>
  );
}
