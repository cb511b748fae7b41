import { describe, expect, it } from 'vitest';
import type { ValidationError } from '../errors.ts';
import { boundingBox, haversineMiles, LOCATIONS, parseSearchQuery, shorten } from './search.ts';

const atlanta = { lat: 33.749, long: -84.388 };

describe('haversineMiles', () => {
  it('measures great-circle distances in miles', () => {
    expect(haversineMiles(atlanta, atlanta)).toBe(0);
    // Atlanta to Houston is about 700 miles; Houston to Austin about 146.
    expect(haversineMiles(atlanta, { lat: 29.7604, long: -95.3698 })).toBeCloseTo(701, -1);
    expect(haversineMiles({ lat: 29.7604, long: -95.3698 }, { lat: 30.2672, long: -97.7431 })).toBeCloseTo(146, -1);
  });
});

describe('boundingBox', () => {
  it('holds every point of the circle', () => {
    const c = { ...atlanta, radius: 80 };
    const box = boundingBox(c);
    for (let bearing = 0; bearing < 360; bearing += 5) {
      // A point 79.9 miles away in this direction (small-distance approximation is enough here).
      const rad = (bearing * Math.PI) / 180;
      const lat = c.lat + (79.9 / 69.0) * Math.cos(rad) * 0.999;
      const long = c.long + ((79.9 / 69.0) * Math.sin(rad) * 0.999) / Math.cos((c.lat * Math.PI) / 180);
      if (haversineMiles(c, { lat, long }) > c.radius) continue;
      expect(lat).toBeGreaterThanOrEqual(box.minLat);
      expect(lat).toBeLessThanOrEqual(box.maxLat);
      expect(long).toBeGreaterThanOrEqual(box.minLong);
      expect(long).toBeLessThanOrEqual(box.maxLong);
    }
  });

  it('spans every longitude near a pole', () => {
    expect(boundingBox({ lat: 89.5, long: 10, radius: 80 })).toMatchObject({ minLong: -180, maxLong: 180 });
  });
});

describe('parseSearchQuery', () => {
  it('uses the location centre and its 80-mile radius, newest first without q', () => {
    expect(parseSearchQuery({ location: 'houston' })).toMatchObject({
      centre: { lat: 29.7604, long: -95.3698, radius: 80 },
      sort: 'newest',
      page: 1,
      pageSize: 20,
    });
    expect(LOCATIONS.every((l) => l.radius === 80)).toBe(true);
  });

  it('ranks by relevance when there are keywords, and drops duplicates from lists', () => {
    expect(parseSearchQuery({ q: '  nurse ', experience: '0-2,0-2, over-8', remote: 'remote,' })).toMatchObject({
      q: 'nurse',
      sort: 'relevance',
      experience: ['0-2', 'over-8'],
      remote: ['remote'],
    });
  });

  it('refuses what does not belong together, naming each field', () => {
    const problems = (query: Parameters<typeof parseSearchQuery>[0]) => {
      try {
        parseSearchQuery(query);
      } catch (error) {
        return (error as ValidationError).body;
      }
      return null;
    };
    expect(problems({ location: 'atlanta', lat: 1, long: 2 })).toHaveProperty('location');
    expect(problems({ lat: 1 })).toEqual({ long: ['Give long together with lat.'] });
    expect(problems({ radius: 5 })).toHaveProperty('radius');
    expect(problems({ employment_type: 'full_time,gig' })).toEqual({
      employment_type: ['Unknown employment type "gig". Choose from full_time, part_time, contract, temporary, internship.'],
    });
  });
});

describe('shorten', () => {
  it('cuts at a word and adds an ellipsis', () => {
    expect(shorten('short text')).toBe('short text');
    const long = 'word '.repeat(100);
    const cut = shorten(long, 50);
    expect(cut.endsWith('…')).toBe(true);
    expect(cut.length).toBeLessThanOrEqual(51);
    expect(cut).not.toMatch(/\s…$/);
  });
});
