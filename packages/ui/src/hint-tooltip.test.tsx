import * as Tooltip from '@radix-ui/react-tooltip';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HintTooltip, TOOLTIP_HIDE_DELAY_MS, TOOLTIP_SHOW_DELAY_MS } from './hint-tooltip.tsx';

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

  it('opens on hover only after the 250 ms show delay (its own provider)', () => {
    vi.useFakeTimers();
    expect(TOOLTIP_SHOW_DELAY_MS).toBe(250);
    render(
      <HintTooltip label="Applications">
        <a href="/applications">Applications link</a>
      </HintTooltip>,
    );
    const link = screen.getByRole('link', { name: 'Applications link' });
    act(() => {
      fireEvent.pointerMove(link, { pointerType: 'mouse' });
    });
    act(() => {
      vi.advanceTimersByTime(TOOLTIP_SHOW_DELAY_MS - 10);
    });
    expect(screen.queryByRole('tooltip')).toBeNull();
    act(() => {
      vi.advanceTimersByTime(20);
    });
    expect(screen.getByRole('tooltip', { name: 'Applications' })).toBeTruthy();
  });
});
