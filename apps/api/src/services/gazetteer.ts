// The offline gazetteer: cities of the world with their coordinates, from the country-state-city package
// (loaded from disk on first use, never from the network). A job typed "Houston", "TX", "USA" gets
// Houston's coordinates, so the radius searches find it (issue 9 §8).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { countryCode, regionCode } from '@tessera/places/place-names';
import { haversineMiles } from './search.ts';

export interface Place {
  name: string;
  /** The state or province code (TX, QC) as the package has it. */
  region: string;
  /** ISO 3166-1 alpha-2. */
  country: string;
  latitude: number;
  longitude: number;
}

/** [name, country code, state code, latitude, longitude] as the package stores each city. */
type Row = [string, string, string, string, string];

interface Index {
  /** country -> cities of that country. */
  byCountry: Map<string, Place[]>;
  /** "country|region|folded name" and "country||folded name" -> the place (first, most notable, wins). */
  byName: Map<string, Place>;
}

let index: Index | null = null;

export const foldPlaceName = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
    .toLowerCase();

function load(): Index {
  if (index) return index;
  const require = createRequire(import.meta.url);
  const dir = dirname(require.resolve('country-state-city/package.json'));
  const rows = JSON.parse(readFileSync(join(dir, 'lib', 'assets', 'city.json'), 'utf8')) as Row[];
  const byCountry = new Map<string, Place[]>();
  const byName = new Map<string, Place>();
  for (const [name, country, region, lat, long] of rows) {
    const place: Place = { name, region, country, latitude: Number(lat), longitude: Number(long) };
    if (!Number.isFinite(place.latitude) || !Number.isFinite(place.longitude)) continue;
    const list = byCountry.get(country) ?? [];
    list.push(place);
    byCountry.set(country, list);
    const folded = foldPlaceName(name);
    const exact = `${country}|${region}|${folded}`;
    if (!byName.has(exact)) byName.set(exact, place);
    const anyRegion = `${country}||${folded}`;
    if (!byName.has(anyRegion)) byName.set(anyRegion, place);
  }
  index = { byCountry, byName };
  return index;
}

export interface Typed {
  city: string;
  region: string;
  country: string;
}

/**
 * The place a job's typed location names: the city in that state (by code or name) and country (by
 * code, name or "USA"); with no state, the first city of that name in the country. An unknown or blank
 * country is read as the United States, the product's home market. null when nothing matches.
 */
export function findPlace(typed: Typed): Place | null {
  const city = foldPlaceName(typed.city);
  if (city === '') return null;
  const country = typed.country.trim() === '' ? 'US' : countryCode(typed.country);
  if (!country) return null;
  const { byName } = load();
  const region = typed.region.trim() === '' ? null : (regionCode(country, typed.region) ?? typed.region.trim().toUpperCase());
  if (region) return byName.get(`${country}|${region}|${city}`) ?? null;
  return byName.get(`${country}||${city}`) ?? null;
}

/** Up to `limit` cities whose name starts with what was typed (in a country, and a region when given). */
export function suggestPlaces(q: string, countryTyped: string, regionTyped: string, limit = 10): Place[] {
  const start = foldPlaceName(q);
  if (start === '') return [];
  const country = countryTyped.trim() === '' ? 'US' : countryCode(countryTyped);
  if (!country) return [];
  const region = regionTyped.trim() === '' ? null : (regionCode(country, regionTyped) ?? regionTyped.trim().toUpperCase());
  const out: Place[] = [];
  for (const place of load().byCountry.get(country) ?? []) {
    if (region && place.region !== region) continue;
    if (!foldPlaceName(place.name).startsWith(start)) continue;
    out.push(place);
    if (out.length >= limit) break;
  }
  return out;
}

/**
 * The names (lower-cased, as typed and folded) of the gazetteer's cities within `radius` miles of a point,
 * at most `limit` of them: the advanced search matches job seekers by the city they typed (issue 15).
 */
export function placeNamesWithin(centre: { latitude: number; longitude: number }, radius: number, limit = 4000): string[] {
  const dLat = radius / 69 + 0.01;
  const cosLat = Math.max(0.01, Math.cos(((Math.abs(centre.latitude) + dLat) * Math.PI) / 180));
  const dLong = Math.min(180, radius / (69 * cosLat) + 0.01);
  const names = new Set<string>();
  for (const list of load().byCountry.values()) {
    for (const p of list) {
      if (Math.abs(p.latitude - centre.latitude) > dLat) continue;
      const dl = Math.abs(p.longitude - centre.longitude);
      if (Math.min(dl, 360 - dl) > dLong) continue;
      if (haversineMiles({ lat: p.latitude, long: p.longitude }, { lat: centre.latitude, long: centre.longitude }) > radius) continue;
      names.add(p.name.trim().toLowerCase());
      names.add(foldPlaceName(p.name));
      if (names.size >= limit) return [...names];
    }
  }
  return [...names];
}
