import userEvent from '@testing-library/user-event';
import { cleanup, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testI18n } from '@tessera/ui/test-utils';
import jobs from '@tessera/i18n/locales/en/jobs.json';
import { TokenList } from './token-list.tsx';
import { WeightsFieldset } from './weights-fieldset.tsx';
import { emptyJobForm } from '../hooks/job-form-state.ts';

const user = userEvent.setup({ delay: null });

afterEach(cleanup);

function Skills({ initial = [] as string[] }) {
  const [values, setValues] = useState(initial);
  return (
    <I18nextProvider i18n={testI18n({ jobs })}>
      <TokenList id="skills" label="Required skills" values={values} onChange={setValues} />
    </I18nextProvider>
  );
}

describe('TokenList', () => {
  it('adds a term with Enter (without sending the form) and removes it with its own button', async () => {
    const submit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    render(
      <form onSubmit={submit}>
        <Skills />
      </form>,
    );
    const input = screen.getByRole('textbox', { name: 'Required skills' });
    await user.clear(input);
    await user.type(input, '  SQL ');
    await user.keyboard('{Enter}');
    expect(submit).not.toHaveBeenCalled();
    const list = screen.getByRole('list', { name: 'Required skills: 1 added' });
    expect(within(list).getByText('SQL')).toBeInTheDocument();
    expect(screen.getByRole('status').textContent).toBe('SQL added to Required skills.');
    await user.click(screen.getByRole('button', { name: 'Remove SQL' }));
    expect(screen.queryByRole('list')).toBeNull();
    expect(screen.getByText('None yet.')).toBeInTheDocument();
    expect(document.activeElement).toBe(input);
  });

  it('refuses a term already in the list, whatever its case', async () => {
    render(<Skills initial={['Excel']} />);
    const input = screen.getByRole('textbox', { name: 'Required skills' });
    await user.clear(input);
    await user.type(input, 'excel');
    await user.click(screen.getByRole('button', { name: 'Add to Required skills' }));
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    expect(screen.getByRole('status').textContent).toBe('excel is already in the list.');
  });
});

function Weights() {
  const [weights, setWeights] = useState(emptyJobForm().weights);
  return (
    <I18nextProvider i18n={testI18n({ jobs })}>
      <WeightsFieldset weights={weights} onChange={setWeights} />
    </I18nextProvider>
  );
}

describe('WeightsFieldset', () => {
  it('says live how much the weights add up to, with an error until they make 100', async () => {
    render(<Weights />);
    const sum = () => screen.getByRole('status').textContent;
    expect(sum()).toBe('The weights add up to 100 of 100.');
    await user.clear(screen.getByRole('spinbutton', { name: 'Skills weight' }));
    await user.type(screen.getByRole('spinbutton', { name: 'Skills weight' }), '55');
    expect(sum()).toBe('The weights add up to 115 of 100. The match weights must add up to exactly 100.');
    expect(screen.getByRole('spinbutton', { name: 'Industry weight' }).getAttribute('aria-invalid')).toBe('true');
    await user.click(screen.getByRole('button', { name: 'Use the recommended weights' }));
    expect(sum()).toBe('The weights add up to 100 of 100.');
  });
});
