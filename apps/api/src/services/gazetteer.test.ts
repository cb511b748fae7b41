import { describe, expect, it } from 'vitest';
import { haversineMiles } from './search.ts';
import { findPlace, suggestPlaces } from './gazetteer.ts';

const HOUSTON = { lat: 29.7604, long: -95.3698 };

describe('gazetteer', () => {
  it('finds "Houston", "TX", "USA" within the 80-mile Houston radius', () => {
    const place = findPlace({ city: 'Houston', region: 'TX', country: 'USA' });
    expect(place).toMatchObject({ name: 'Houston', region: 'TX', country: 'US' });
    expect(haversineMiles(HOUSTON, { lat: place!.latitude, long: place!.longitude })).toBeLessThan(5);
  });

  it('reads state names, other spellings of the country and a blank country as the United States', () => {
    expect(findPlace({ city: 'atlanta', region: 'Georgia', country: 'United States' })).toMatchObject({ region: 'GA' });
    expect(findPlace({ city: 'Houston', region: 'Texas', country: '' })).toMatchObject({ region: 'TX' });
    expect(findPlace({ city: 'Montréal', region: 'Québec', country: 'Canada' })).toMatchObject({ country: 'CA', region: 'QC' });
  });

  it('knows nothing of a blank city, an unknown city or a city in another state', () => {
    expect(findPlace({ city: '', region: 'TX', country: 'USA' })).toBeNull();
    expect(findPlace({ city: 'Nowhereville', region: 'TX', country: 'USA' })).toBeNull();
    expect(findPlace({ city: 'Atlanta', region: 'WY', country: 'USA' })).toBeNull();
  });

  it('suggests cities by their first letters, in the state given', () => {
    const found = suggestPlaces('Hous', 'US', 'TX');
    expect(found.map((p) => p.name)).toContain('Houston');
    expect(found.every((p) => p.region === 'TX' && p.country === 'US')).toBe(true);
    expect(suggestPlaces('', 'US', '')).toEqual([]);
  });
});
