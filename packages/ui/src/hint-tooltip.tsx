import {
  cloneElement,
  createContext,
  useContext,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type CSSProperties,
  type FocusEvent,
  type KeyboardEvent,
  type PointerEvent,
  type ReactElement,
  type ReactNode,
} from 'react';
import { createPortal } from 'react-dom';

/** Hovering waits this long before showing (SPEC §9); closing waits TOOLTIP_HIDE_DELAY_MS. */
export const TOOLTIP_HIDE_DELAY_MS = 400;
export const TOOLTIP_SHOW_DELAY_MS = 250;
/** Moving from one hint to the next within this time shows the next at once. */
export const TOOLTIP_SKIP_DELAY_MS = 300;
/** Gap between the trigger and the hint. */
const SIDE_OFFSET = 8;

const Group = createContext<{ lastClosedAt: number } | null>(null);

/**
 * A group of hints that share the show delay: moving the pointer from one to the next within 300 ms
 * skips it (a side bar). A HintTooltip outside any group only waits the delay.
 */
export function HintTooltipProvider({ children }: { children: ReactNode }) {
  const [group] = useState(() => ({ lastClosedAt: 0 }));
  return <Group.Provider value={group}>{children}</Group.Provider>;
}

export interface HintTooltipProps {
  label: string;
  side?: 'right' | 'left' | 'top' | 'bottom';
  /** The trigger: an element that forwards focus, blur, pointer and key handlers and aria-describedby to its DOM element. */
  children: ReactElement<TriggerProps>;
}

interface TriggerProps {
  'aria-describedby'?: string;
  onFocus?: (event: FocusEvent<HTMLElement>) => void;
  onBlur?: (event: FocusEvent<HTMLElement>) => void;
  onPointerEnter?: (event: PointerEvent<HTMLElement>) => void;
  onPointerLeave?: (event: PointerEvent<HTMLElement>) => void;
  onPointerDown?: (event: PointerEvent<HTMLElement>) => void;
  onKeyDown?: (event: KeyboardEvent<HTMLElement>) => void;
}

/** Closes the hint that is open now, if any: one hint is shown at a time. */
let closeOpenHint: (() => void) | null = null;

/** Makes `close` the open hint's closer, after closing another one that is open. */
function becomeOpenHint(close: () => void) {
  if (closeOpenHint && closeOpenHint !== close) closeOpenHint();
  closeOpenHint = close;
}

/** Forgets `close` as the open hint's closer, if it is. */
function leaveOpenHint(close: () => void) {
  if (closeOpenHint === close) closeOpenHint = null;
}

/** Milliseconds since the group's last hint closed (moving on within TOOLTIP_SKIP_DELAY_MS skips the delay). */
function sinceLastClosed(group: { lastClosedAt: number }): number {
  return Date.now() - group.lastClosedAt;
}

/** Notes that one of the group's hints has just closed. */
function noteClosed(group: { lastClosedAt: number }) {
  group.lastClosedAt = Date.now();
}

/** Where the hint goes beside its trigger, in viewport coordinates (position: fixed), kept on screen. */
function placement(trigger: DOMRect, side: NonNullable<HintTooltipProps['side']>): CSSProperties {
  const centreX = trigger.left + trigger.width / 2;
  const centreY = trigger.top + trigger.height / 2;
  switch (side) {
    case 'left':
      return { top: centreY, left: trigger.left - SIDE_OFFSET, transform: 'translate(-100%, -50%)' };
    case 'top':
      return { top: trigger.top - SIDE_OFFSET, left: centreX, transform: 'translate(-50%, -100%)' };
    case 'bottom':
      return { top: trigger.bottom + SIDE_OFFSET, left: centreX, transform: 'translate(-50%, 0)' };
    default:
      return { top: centreY, left: trigger.right + SIDE_OFFSET, transform: 'translate(0, -50%)' };
  }
}

/**
 * A hint beside its trigger (role tooltip, the trigger described by it while it shows). It opens after
 * the 250 ms delay on hover (at once when moving from a neighbouring hint) and at once on focus, and
 * closes 400 ms after the pointer leaves (so the pointer can reach the hint itself: WCAG 1.4.13
 * hoverable), at once when focus leaves, when the trigger is pressed, when another hint opens and on
 * Escape (WCAG 1.4.13 dismissible): tabbing through a list of hints never leaves a trail of them open.
 * No positioning library: the hint is placed from the trigger's box, in a portal, and kept there
 * while the page scrolls or resizes.
 */
export function HintTooltip({ label, side = 'right', children }: HintTooltipProps) {
  // Outside a group a hint has its own skip state, as if it were a group of one.
  const [own] = useState(() => ({ lastClosedAt: 0 }));
  const group = useContext(Group) ?? own;
  const id = useId();
  const [trigger, setTrigger] = useState<HTMLElement | null>(null);
  const [open, setOpen] = useState(false);
  const [style, setStyle] = useState<CSSProperties>({});
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  /** Pressing the trigger focuses it: that focus does not reopen the hint the press closed. */
  const pressed = useRef(false);
  const clear = () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
  };
  const closeNow = useRef(() => {
    clear();
    setOpen((was) => {
      if (was) noteClosed(group);
      return false;
    });
    leaveOpenHint(closeNow.current);
  });
  const openNow = (target: HTMLElement) => {
    clear();
    becomeOpenHint(closeNow.current);
    setTrigger(target);
    setOpen(true);
  };
  const closeLater = () => {
    clear();
    timer.current = setTimeout(closeNow.current, TOOLTIP_HIDE_DELAY_MS);
  };

  useEffect(
    () => () => {
      clear();
      leaveOpenHint(closeNow.current);
    },
    [],
  );

  useLayoutEffect(() => {
    if (!open || !trigger) return undefined;
    const place = () => setStyle(placement(trigger.getBoundingClientRect(), side));
    place();
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') closeNow.current();
    };
    window.addEventListener('scroll', place, true);
    window.addEventListener('resize', place);
    document.addEventListener('keydown', onKey);
    return () => {
      window.removeEventListener('scroll', place, true);
      window.removeEventListener('resize', place);
      document.removeEventListener('keydown', onKey);
    };
  }, [open, trigger, side]);

  const props = children.props;
  const triggerProps: TriggerProps = {
    'aria-describedby': open ? [props['aria-describedby'], id].filter(Boolean).join(' ') : props['aria-describedby'],
    onFocus: (event) => {
      props.onFocus?.(event);
      if (!pressed.current) openNow(event.currentTarget);
    },
    onBlur: (event) => {
      props.onBlur?.(event);
      closeNow.current();
    },
    onPointerEnter: (event) => {
      props.onPointerEnter?.(event);
      if (event.pointerType === 'touch') return;
      const target = event.currentTarget;
      clear();
      if (open) return;
      if (sinceLastClosed(group) < TOOLTIP_SKIP_DELAY_MS) openNow(target);
      else timer.current = setTimeout(() => openNow(target), TOOLTIP_SHOW_DELAY_MS);
    },
    onPointerLeave: (event) => {
      props.onPointerLeave?.(event);
      if (open) closeLater();
      else clear();
    },
    onPointerDown: (event) => {
      props.onPointerDown?.(event);
      pressed.current = true;
      document.addEventListener(
        'pointerup',
        () => {
          pressed.current = false;
        },
        { once: true },
      );
      closeNow.current();
    },
    onKeyDown: (event) => {
      props.onKeyDown?.(event);
      if (event.key === 'Escape' && open) closeNow.current();
    },
  };

  return (
    <>
      {cloneElement(children, triggerProps)}
      {open &&
        createPortal(
          <div
            id={id}
            role="tooltip"
            className="ui-tooltip"
            data-side={side}
            style={{ position: 'fixed', ...style }}
            onPointerEnter={clear}
            onPointerLeave={closeLater}
          >
            {label}
          </div>,
          document.body,
        )}
    </>
  );
}
