import { describe, expect, it } from 'vitest';
import { activeFilterCount, apiQuery, EMPTY_FILTERS, filtersFromParams, paramsFromFilters } from './search-filters.ts';

describe('search filters in the address', () => {
  it('reads every filter and drops unknown values', () => {
    const f = filtersFromParams(
      new URLSearchParams(
        'q=nurse&location=atlanta&experience=over-8,0-2,9-12&remote=remote,moon&employment_type=contract&clear=true&sort=newest&page=3',
      ),
    );
    expect(f).toEqual({
      q: 'nurse',
      location: 'atlanta',
      experience: ['0-2', 'over-8'],
      remote: ['remote'],
      employment_type: ['contract'],
      clear: true,
      sort: 'newest',
      page: 3,
    });
    expect(filtersFromParams(new URLSearchParams('location=paris&page=-2&sort=random'))).toEqual(EMPTY_FILTERS);
  });

  it('writes the filters back, defaults left out, and round-trips', () => {
    expect(paramsFromFilters(EMPTY_FILTERS).toString()).toBe('');
    const f = { ...EMPTY_FILTERS, q: ' python ', location: 'houston' as const, experience: ['2-5' as const], page: 2 };
    const params = paramsFromFilters(f);
    expect(params.toString()).toBe('q=python&location=houston&experience=2-5&page=2');
    expect(filtersFromParams(params)).toEqual({ ...f, q: 'python' });
  });

  it('builds the API query', () => {
    const f = filtersFromParams(new URLSearchParams('q=data&remote=hybrid,remote&page=2'));
    expect(apiQuery(f)).toEqual({ q: 'data', remote: 'hybrid,remote', page: 2, page_size: 20 });
    expect(activeFilterCount(f)).toBe(2);
    const clear = filtersFromParams(new URLSearchParams('clear=true'));
    expect(apiQuery(clear)).toEqual({ clear: true, page: 1, page_size: 20 });
    expect(paramsFromFilters(clear).toString()).toBe('clear=true');
    expect(activeFilterCount(clear)).toBe(1);
  });
});
