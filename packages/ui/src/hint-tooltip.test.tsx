import { render, screen, waitForElementToBeRemoved } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { HintTooltip, HintTooltipProvider, TOOLTIP_HIDE_DELAY_MS, TOOLTIP_SHOW_DELAY_MS } from './hint-tooltip.tsx';

describe('HintTooltip', () => {
  it('opens on focus, describes its trigger, and closes at once when focus leaves', async () => {
    const user = userEvent.setup();
    render(
      <>
        <HintTooltip label="Jobs">
          <a href="/jobs">Jobs link</a>
        </HintTooltip>
        <button type="button">Elsewhere</button>
      </>,
    );
    const link = screen.getByRole('link', { name: 'Jobs link' });
    await user.tab();
    expect(link).toHaveFocus();
    const tooltip = screen.getByRole('tooltip', { name: 'Jobs' });
    expect(link).toHaveAccessibleDescription('Jobs');
    expect(tooltip).toHaveAttribute('data-side', 'right');
    await user.tab();
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    expect(link).not.toHaveAttribute('aria-describedby');
  });

  it('tabbing from one hint to the next leaves only the focused one open; Escape closes it', async () => {
    const user = userEvent.setup();
    render(
      <HintTooltipProvider>
        <HintTooltip label="Jobs">
          <a href="/jobs">Jobs link</a>
        </HintTooltip>
        <HintTooltip label="Offers">
          <a href="/offers">Offers link</a>
        </HintTooltip>
      </HintTooltipProvider>,
    );
    await user.tab();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Offers link' })).toHaveFocus();
    expect(screen.getAllByRole('tooltip').map((t) => t.textContent)).toEqual(['Offers']);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('opens on hover only after the 250 ms show delay, and closes 400 ms after the pointer leaves', async () => {
    const user = userEvent.setup();
    expect(TOOLTIP_SHOW_DELAY_MS).toBe(250);
    render(
      <>
        <HintTooltip label="Applications">
          <a href="/applications">Applications link</a>
        </HintTooltip>
        <p>Away</p>
      </>,
    );
    const link = screen.getByRole('link', { name: 'Applications link' });
    const hovered = performance.now();
    await user.hover(link);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    expect(await screen.findByRole('tooltip', { name: 'Applications' })).toBeInTheDocument();
    // Timers never fire early: the hint waited out the whole delay.
    expect(performance.now() - hovered).toBeGreaterThanOrEqual(TOOLTIP_SHOW_DELAY_MS - 1);
    const left = performance.now();
    await user.hover(screen.getByText('Away'));
    // Still there: the pointer may be on its way to the hint itself (WCAG 1.4.13 hoverable).
    expect(screen.getByRole('tooltip')).toBeInTheDocument();
    await waitForElementToBeRemoved(() => screen.queryByRole('tooltip'));
    expect(performance.now() - left).toBeGreaterThanOrEqual(TOOLTIP_HIDE_DELAY_MS - 1);
  });

  it('Escape closes a hovered hint wherever focus is, and pressing the trigger closes it', async () => {
    const user = userEvent.setup();
    render(
      <HintTooltip label="Help">
        <button type="button">Help button</button>
      </HintTooltip>,
    );
    const button = screen.getByRole('button', { name: 'Help button' });
    await user.hover(button);
    expect(await screen.findByRole('tooltip', { name: 'Help' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    await user.unhover(button);
    await user.hover(button);
    expect(await screen.findByRole('tooltip', { name: 'Help' })).toBeInTheDocument();
    await user.pointer({ keys: '[MouseLeft>]', target: button });
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });
});
