import { describe, expect, it } from 'vitest';
import { MESSAGES, renderNotification } from './notification-messages.ts';

describe('renderNotification', () => {
  it('renders in the reader’s language with the status in plain words', () => {
    const params = { job_title: 'Data Analyst', company: 'Acme', status: 'interview' };
    expect(renderNotification('application_status_changed', params, 'en')).toBe(
      'Your application for Data Analyst at Acme is now: invited to interview.',
    );
    expect(renderNotification('application_status_changed', params, 'fr')).toContain('invité·e en entretien');
    expect(renderNotification('application_status_changed', params, 'esp')).toContain('invitado/a a entrevista');
  });

  it('takes a param in the reader’s language when it comes in several, else the plain one', () => {
    const params = { answer: 'Use the Type of job filter.', 'answer.fr': 'Utilisez le filtre Type de contrat.' };
    expect(renderNotification('feedback_answered', params, 'en')).toBe('Our team answered your feedback: Use the Type of job filter.');
    expect(renderNotification('feedback_answered', params, 'fr')).toBe(
      'Notre équipe a répondu à votre avis : Utilisez le filtre Type de contrat.',
    );
    expect(renderNotification('feedback_answered', params, 'esp')).toBe(
      'Nuestro equipo respondió a sus comentarios: Use the Type of job filter.',
    );
  });

  it('has every message in every language', () => {
    for (const [key, byLang] of Object.entries(MESSAGES)) {
      for (const lang of ['en', 'fr', 'esp'] as const) expect(byLang[lang], `${key} ${lang}`).toMatch(/\S/);
    }
  });
});
