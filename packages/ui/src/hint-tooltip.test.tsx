import * as Tooltip from '@radix-ui/react-tooltip';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HintTooltip, TOOLTIP_HIDE_DELAY_MS } from './hint-tooltip.tsx';

afterEach(() => vi.useRealTimers());

describe('HintTooltip', () => {
  it('opens on focus and closes only after the 400 ms hide delay', () => {
    vi.useFakeTimers();
    render(
      <Tooltip.Provider delayDuration={250}>
        <HintTooltip label="Jobs">
          <a href="/jobs">Jobs link</a>
        </HintTooltip>
      </Tooltip.Provider>,
    );
    const link = screen.getByRole('link', { name: 'Jobs link' });
    act(() => {
      fireEvent.focus(link);
    });
    expect(screen.getByRole('tooltip', { name: 'Jobs' })).toBeTruthy();
    act(() => {
      fireEvent.blur(link);
    });
    act(() => {
      vi.advanceTimersByTime(TOOLTIP_HIDE_DELAY_MS - 50);
    });
    expect(screen.queryByRole('tooltip')).not.toBeNull();
    act(() => {
      vi.advanceTimersByTime(100);
    });
    expect(screen.queryByRole('tooltip')).toBeNull();
  });
});
