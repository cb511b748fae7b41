import userEvent from '@testing-library/user-event';
import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { KeepMessagesToggle, READING_PREFS_KEY, useKeepMessages } from './reading-preferences.tsx';
import { testI18n } from './test-utils.tsx';

const user = userEvent.setup({ delay: null });

function Probe() {
  return <p>keep: {String(useKeepMessages())}</p>;
}

describe('Keep messages on screen', () => {
  it('is off by default, and the checkbox turns it on and stores it on this device', async () => {
    render(
      <I18nextProvider i18n={testI18n()}>
        <KeepMessagesToggle />
        <Probe />
      </I18nextProvider>,
    );
    expect(screen.getByText('keep: false')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Keep messages on screen' }));
    expect(screen.getByText('keep: true')).toBeInTheDocument();
    expect(JSON.parse(window.localStorage.getItem(READING_PREFS_KEY) ?? '{}')).toEqual({ keepMessages: true });
  });
});
