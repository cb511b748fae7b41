import { describe, expect, it } from 'vitest';
import { experienceText, placeText, salaryText } from './job-format.ts';

describe('job formatting', () => {
  it('chooses the salary sentence', () => {
    expect(salaryText({ min: 50000, max: 60000, currency: 'USD' }, 'en-US')).toEqual({ key: 'range', min: '$50,000', max: '$60,000' });
    expect(salaryText({ min: 50000, max: null, currency: 'USD' }, 'en-US')).toEqual({ key: 'from', min: '$50,000' });
    expect(salaryText({ min: null, max: 60000, currency: 'USD' }, 'en-US')).toEqual({ key: 'upTo', max: '$60,000' });
    expect(salaryText({ min: null, max: null, currency: 'USD' }, 'en-US')).toEqual({ key: 'none' });
  });

  it('describes experience ranges', () => {
    expect(experienceText(0, 60)).toEqual({ key: 'any' });
    expect(experienceText(8, 60)).toEqual({ key: 'atLeast', min: 8 });
    expect(experienceText(0, 2)).toEqual({ key: 'upTo', max: 2 });
    expect(experienceText(3, 5)).toEqual({ key: 'range', min: 3, max: 5 });
  });

  it('joins the non-empty parts of a place', () => {
    expect(placeText('Marietta', 'GA', 'US')).toBe('Marietta, GA, US');
    expect(placeText('', '', 'US')).toBe('US');
  });
});
