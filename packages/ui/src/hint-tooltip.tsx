import * as Tooltip from '@radix-ui/react-tooltip';
import { createContext, useContext, useEffect, useRef, useState, type ReactElement, type ReactNode } from 'react';

/** Show delay comes from the provider (250 ms); closing waits this long (SPEC §9). */
export const TOOLTIP_HIDE_DELAY_MS = 400;
export const TOOLTIP_SHOW_DELAY_MS = 250;

const HasProvider = createContext(false);

/**
 * Shared show delay of the tooltips inside (250 ms, SPEC §9; moving between them skips it). Put it
 * around a group of tooltips; a HintTooltip outside any provider brings its own, so Radix is loaded
 * only by the screens that show tooltips, not by every app's first page.
 */
export function HintTooltipProvider({ children }: { children: ReactNode }) {
  return (
    <HasProvider.Provider value={true}>
      <Tooltip.Provider delayDuration={TOOLTIP_SHOW_DELAY_MS} skipDelayDuration={300}>
        {children}
      </Tooltip.Provider>
    </HasProvider.Provider>
  );
}

export interface HintTooltipProps {
  label: string;
  side?: 'right' | 'left' | 'top' | 'bottom';
  children: ReactElement;
}

/**
 * A Radix tooltip that opens after the provider's 250 ms delay and closes 400 ms after the pointer or focus
 * leaves (Radix has no hide delay of its own). Escape closes it at once (WCAG 1.4.13).
 */
export function HintTooltip(props: HintTooltipProps) {
  return useContext(HasProvider) ? (
    <Hint {...props} />
  ) : (
    <HintTooltipProvider>
      <Hint {...props} />
    </HintTooltipProvider>
  );
}

function Hint({ label, side = 'right', children }: HintTooltipProps) {
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const clear = () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
  };
  useEffect(() => clear, []);
  const onOpenChange = (next: boolean) => {
    clear();
    if (next) setOpen(true);
    else timer.current = setTimeout(() => setOpen(false), TOOLTIP_HIDE_DELAY_MS);
  };
  return (
    <Tooltip.Root open={open} onOpenChange={onOpenChange}>
      <Tooltip.Trigger asChild>{children}</Tooltip.Trigger>
      <Tooltip.Portal>
        <Tooltip.Content
          className="ui-tooltip"
          side={side}
          sideOffset={8}
          onEscapeKeyDown={() => {
            clear();
            setOpen(false);
          }}
        >
          {label}
          <Tooltip.Arrow className="ui-tooltip__arrow" />
        </Tooltip.Content>
      </Tooltip.Portal>
    </Tooltip.Root>
  );
}
