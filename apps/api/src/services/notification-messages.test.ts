import { describe, expect, it } from 'vitest';
import { MESSAGES, renderNotification } from './notification-messages.ts';

describe('renderNotification', () => {
  it('renders in the reader’s language with the status in plain words', () => {
    const params = { job_title: 'Data Analyst', company: 'Acme', status: 'interview' };
    expect(renderNotification('application_status_changed', params, 'en')).toBe('Your application for Data Analyst at Acme is now: invited to interview.');
    expect(renderNotification('application_status_changed', params, 'fr')).toContain('invité·e en entretien');
    expect(renderNotification('application_status_changed', params, 'esp')).toContain('invitado/a a entrevista');
  });

  it('has every message in every language', () => {
    for (const [key, byLang] of Object.entries(MESSAGES)) {
      for (const lang of ['en', 'fr', 'esp'] as const) expect(byLang[lang], `${key} ${lang}`).toMatch(/\S/);
    }
  });
});
