import { describe, expect, it } from 'vitest';
import { parseSkills } from './job-seekers-list.tsx';

describe('parseSkills', () => {
  it('splits a skills filter on commas, once each', () => {
    expect(parseSkills(' SQL, excel ,,sql,  Power   BI ')).toEqual(['SQL', 'excel', 'Power BI']);
    expect(parseSkills(' , ')).toEqual([]);
  });
});
