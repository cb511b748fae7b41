// Coordinates of a job's location from the offline gazetteer (services/gazetteer.ts): given when the job
// is written without them, and given at start-up to jobs stored before there was a gazetteer.
import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { jobs } from '../db/schema.ts';
import { findPlace, type Typed } from './gazetteer.ts';

/** The coordinates given, or the gazetteer's for the typed city when none were given. */
export function coordinatesFor(
  typed: Typed,
  given: { latitude: number | null; longitude: number | null },
): { latitude: number | null; longitude: number | null } {
  if (given.latitude !== null && given.longitude !== null) return given;
  const place = findPlace(typed);
  return place ? { latitude: place.latitude, longitude: place.longitude } : given;
}

/**
 * Gives every stored job with a city and no coordinates the gazetteer's (the search index follows by its
 * trigger). Returns how many jobs got coordinates. Cheap when there is nothing to do: the gazetteer is
 * read only when a job needs it.
 */
export async function backfillJobCoordinates(db: Db): Promise<number> {
  const rows = await db
    .select({ id: jobs.id, tenantId: jobs.tenantId, city: jobs.city, region: jobs.region, country: jobs.country })
    .from(jobs)
    .where(and(isNull(jobs.latitude), isNull(jobs.longitude), ne(jobs.city, '')));
  let done = 0;
  for (const row of rows) {
    const place = findPlace(row);
    if (!place) continue;
    await db
      .update(jobs)
      .set({ latitude: place.latitude, longitude: place.longitude })
      .where(and(eq(jobs.tenantId, row.tenantId), eq(jobs.id, row.id), isNull(jobs.latitude)));
    done += 1;
  }
  return done;
}
