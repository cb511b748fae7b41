// The advanced search's filter names (GET /api/v1/advanced-search, operation searchJobSeekers): its query
// parameters but the paging ones. A saved search holds these; the console keeps them in the address. The
// record below must name every filter of the operation and nothing else (the compiler checks it against
// the generated schema), so a filter added to openapi/advanced-search.yaml is added here too.
import type { operations } from './schema';

type SearchQuery = NonNullable<operations['searchJobSeekers']['parameters']['query']>;
export type AdvancedSearchFilter = Exclude<keyof SearchQuery, 'page' | 'page_size'>;

const FILTERS: Record<AdvancedSearchFilter, true> = {
  q: true,
  skills_all: true,
  skills_any: true,
  experience: true,
  education: true,
  city: true,
  region: true,
  country: true,
  radius: true,
  remote: true,
  employment_type: true,
  available: true,
  partner: true,
  job_id: true,
  status: true,
  sort: true,
};

/** The filter names, in the order of the contract. */
export const ADVANCED_SEARCH_FILTERS = Object.keys(FILTERS) as readonly AdvancedSearchFilter[];
