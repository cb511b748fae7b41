import type { ProfileSection } from '../api/get-my-profile.ts';

/** The sections of /profile and the steps of /profilev2, in order. */
export const SECTIONS: readonly ProfileSection[] = [
  'about',
  'skills',
  'experience',
  'education',
  'certifications',
  'preferences',
  'resume',
];

export function isSection(value: string | null): value is ProfileSection {
  return value !== null && (SECTIONS as readonly string[]).includes(value);
}

/** Every message of a 400 answer ({field: [messages]} or {detail}), in order. */
export function errorMessages(body: unknown): string[] {
  if (typeof body !== 'object' || body === null) return [];
  const out: string[] = [];
  for (const value of Object.values(body as Record<string, unknown>)) {
    if (typeof value === 'string' && value.trim() !== '') out.push(value);
    else if (Array.isArray(value)) for (const item of value) if (typeof item === 'string' && item.trim() !== '') out.push(item);
  }
  return out;
}

/** "YYYY-MM" of today, the latest start month allowed. */
export function thisMonth(now = new Date()): string {
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}`;
}
