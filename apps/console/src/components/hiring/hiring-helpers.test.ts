import { describe, expect, it } from 'vitest';
import { matchLevel } from './match-breakdown.tsx';
import { parseIdList, positiveInt } from './use-search-state.ts';

describe('hiring helpers', () => {
  it('keeps 2 to 4 unique positive ids from the address, in order', () => {
    expect(parseIdList('3,8,3,x,-1,0,12', 4)).toEqual([3, 8, 12]);
    expect(parseIdList('1,2,3,4,5', 4)).toEqual([1, 2, 3, 4]);
    expect(parseIdList(null, 4)).toEqual([]);
    expect(positiveInt('007', 1)).toBe(7);
    expect(positiveInt('2.5', 1)).toBe(1);
  });

  it('describes a total in plain words', () => {
    expect([90, 75, 74, 50, 49, 25, 24, 0].map(matchLevel)).toEqual([
      'strong',
      'strong',
      'good',
      'good',
      'partial',
      'partial',
      'low',
      'low',
    ]);
  });
});
