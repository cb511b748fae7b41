import userEvent from '@testing-library/user-event';
import { act, render, screen, waitFor } from '@testing-library/react';
import { createInstance } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ApiError } from '@tessera/api-client/api-error';
import { updateMyProfile } from '@tessera/contract/request-schemas';
import forms from '@tessera/i18n/locales/en/forms.json';
import { contractShape } from './contract-schema.ts';
import { TextField } from './fields.tsx';
import { FieldProblems, Form, useContractForm } from './form.tsx';
import { characterRuleOf } from './key-block.ts';

const user = userEvent.setup({ delay: null });

const i18n = createInstance();
void i18n.use(initReactI18next).init({
  lng: 'en',
  ns: ['forms'],
  defaultNS: 'forms',
  resources: { en: { forms } },
  interpolation: { escapeValue: false },
  react: { useSuspense: false },
  initAsync: false,
});

const rules = contractShape(updateMyProfile);
const schema = z.object({ headline: z.string().trim().min(1).pipe(rules.headline), city: rules.city });

function Harness({ submit }: { submit: () => Promise<void> }) {
  const form = useContractForm({ schema, defaultValues: { headline: '', city: '' } });
  return (
    <Form id="t" form={form} onSubmit={submit}>
      <TextField name="headline" label="Headline" characters={characterRuleOf(updateMyProfile.properties.headline)} />
      <TextField name="city" label="City" />
      <button type="submit">Save</button>
    </Form>
  );
}

function setup(submit: () => Promise<void> = async () => {}) {
  render(
    <I18nextProvider i18n={i18n}>
      <Harness submit={submit} />
    </I18nextProvider>,
  );
}

const save = () => act(async () => await user.click(screen.getByRole('button', { name: 'Save' })));

describe('Form', () => {
  it('on a failed check: the summary takes focus, names each field and links to it; the field is marked and described', async () => {
    setup();
    await save();
    const summary = screen.getByRole('alert');
    await waitFor(() => expect(document.activeElement).toBe(summary));
    expect(summary.querySelector('h2')?.textContent).toBe('There is a problem');
    const link = screen.getByRole('link', { name: 'Headline: Fill in this field.' });
    expect(link.getAttribute('href')).toBe('#t-headline');
    await user.click(link);
    const headline = screen.getByLabelText('Headline');
    expect(document.activeElement).toBe(headline);
    expect(headline.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(headline.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Fill in this field.');
  });

  it('puts the server’s per-field messages on the fields, and the rest in the summary, translated', async () => {
    setup(() =>
      Promise.reject(
        new ApiError(400, {
          city: ['Ensure this field has no more than 120 characters.'],
          non_field_errors: ['A form-level problem.'],
          other: ['x'],
        }),
      ),
    );
    await user.clear(screen.getByLabelText('Headline'));
    await user.type(screen.getByLabelText('Headline'), 'QA');
    await save();
    const summary = screen.getByRole('alert');
    await waitFor(() => expect(document.activeElement).toBe(summary));
    expect(summary.textContent).toContain('A form-level problem.');
    expect(summary.textContent).toContain('other: x');
    expect(screen.getByRole('link', { name: 'City: Ensure this field has no more than 120 characters.' })).toBeInTheDocument();
    expect(screen.getByLabelText('City').getAttribute('aria-invalid')).toBe('true');
  });

  it('shows checks that depend on the button pressed (FieldProblems) the same way', async () => {
    setup(() => Promise.reject(new FieldProblems({ city: 'Needed to publish.' })));
    await user.clear(screen.getByLabelText('Headline'));
    await user.type(screen.getByLabelText('Headline'), 'QA');
    await save();
    expect(await screen.findByRole('link', { name: 'City: Needed to publish.' })).toBeInTheDocument();
  });

  it('a network failure says so', async () => {
    setup(() => Promise.reject(new ApiError(0, null)));
    await user.clear(screen.getByLabelText('Headline'));
    await user.type(screen.getByLabelText('Headline'), 'QA');
    await save();
    expect(screen.getByRole('alert').textContent).toBe(forms.network);
  });
});
