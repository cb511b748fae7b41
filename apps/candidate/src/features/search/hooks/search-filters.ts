// The search filters live in the address (so a search can be shared, reloaded and walked with the back
// button): q, location, experience, remote, employment_type, clear, sort and page, named as the API's query.
import type { paths } from '@tessera/contract/schema';

export type SearchJobsQuery = NonNullable<paths['/api/v1/search/jobs']['get']['parameters']['query']>;

export const LOCATION_SLUGS = ['atlanta', 'houston'] as const;
export const EXPERIENCE_BANDS = ['0-2', '2-5', '5-8', 'over-8'] as const;
export const REMOTE_OPTIONS = ['onsite', 'hybrid', 'remote'] as const;
export const EMPLOYMENT_TYPES = ['full_time', 'part_time', 'contract', 'temporary', 'internship'] as const;
export const SORTS = ['relevance', 'newest'] as const;

export type LocationSlug = (typeof LOCATION_SLUGS)[number];
export type ExperienceBand = (typeof EXPERIENCE_BANDS)[number];
export type RemoteOption = (typeof REMOTE_OPTIONS)[number];
export type EmploymentType = (typeof EMPLOYMENT_TYPES)[number];
export type Sort = (typeof SORTS)[number];

export const PAGE_SIZE = 20;
export const MAX_KEYWORDS = 200;

export interface SearchFilters {
  q: string;
  /** '' = anywhere */
  location: LocationSlug | '';
  experience: ExperienceBand[];
  remote: RemoteOption[];
  employment_type: EmploymentType[];
  /** Only jobs with the "Clear job ad" mark (issue 17 §2). */
  clear: boolean;
  /** '' = the default (best match with keywords, newest without) */
  sort: Sort | '';
  page: number;
}

export const EMPTY_FILTERS: SearchFilters = {
  q: '',
  location: '',
  experience: [],
  remote: [],
  employment_type: [],
  clear: false,
  sort: '',
  page: 1,
};

function oneOf<T extends string>(value: string | null, allowed: readonly T[]): T | '' {
  return value !== null && (allowed as readonly string[]).includes(value) ? (value as T) : '';
}

/** Known values only, each once, in the order of `allowed` (so equal filters give equal addresses). */
function listOf<T extends string>(value: string | null, allowed: readonly T[]): T[] {
  if (!value) return [];
  const given = new Set(value.split(',').map((s) => s.trim()));
  return allowed.filter((a) => given.has(a));
}

/** Reads the filters from the address; values it does not know are dropped rather than sent. */
export function filtersFromParams(params: URLSearchParams): SearchFilters {
  const page = Number(params.get('page'));
  return {
    q: (params.get('q') ?? '').slice(0, MAX_KEYWORDS),
    location: oneOf(params.get('location'), LOCATION_SLUGS),
    experience: listOf(params.get('experience'), EXPERIENCE_BANDS),
    remote: listOf(params.get('remote'), REMOTE_OPTIONS),
    employment_type: listOf(params.get('employment_type'), EMPLOYMENT_TYPES),
    clear: params.get('clear') === 'true',
    sort: oneOf(params.get('sort'), SORTS),
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
  };
}

/** The address query of the filters, defaults left out. */
export function paramsFromFilters(f: SearchFilters): URLSearchParams {
  const params = new URLSearchParams();
  const q = f.q.trim();
  if (q) params.set('q', q);
  if (f.location) params.set('location', f.location);
  if (f.experience.length) params.set('experience', f.experience.join(','));
  if (f.remote.length) params.set('remote', f.remote.join(','));
  if (f.employment_type.length) params.set('employment_type', f.employment_type.join(','));
  if (f.clear) params.set('clear', 'true');
  if (f.sort) params.set('sort', f.sort);
  if (f.page > 1) params.set('page', String(f.page));
  return params;
}

/** The API query of the filters. */
export function apiQuery(f: SearchFilters, pageSize = PAGE_SIZE): SearchJobsQuery {
  const query: SearchJobsQuery = { page: f.page, page_size: pageSize };
  const q = f.q.trim();
  if (q) query.q = q;
  if (f.location) query.location = f.location;
  if (f.experience.length) query.experience = f.experience.join(',');
  if (f.remote.length) query.remote = f.remote.join(',');
  if (f.employment_type.length) query.employment_type = f.employment_type.join(',');
  if (f.clear) query.clear = true;
  if (f.sort) query.sort = f.sort;
  return query;
}

/** How many filters (besides the keywords) are set, for "Clear filters". */
export function activeFilterCount(f: SearchFilters): number {
  return (f.location ? 1 : 0) + f.experience.length + f.remote.length + f.employment_type.length + (f.clear ? 1 : 0);
}
