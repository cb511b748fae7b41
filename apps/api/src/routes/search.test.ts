import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications, savedJobs } from '../db/schema.ts';
import { createProfile, createSeeker, createStaff, createTenant, insertJobs, type NewJob } from '../test/job-fixtures.ts';
import { request, signIn, startApp, type TestApp } from '../test/helpers.ts';

// A tenant of its own, so the demo seed's jobs never change these counts.
const HOST = 'search.localhost';
const OTHER = 'other-search.localhost';

let t: TestApp;
const id: Record<string, number> = {};
let otherJob = 0;
let seekerToken = '';
let bareSeekerToken = '';
let staffToken = '';
let otherSeekerToken = '';

const houston = { city: 'Houston', region: 'TX', country: 'US', latitude: 29.7604, longitude: -95.3698 };
const atlanta = { city: 'Atlanta', region: 'GA', country: 'US', latitude: 33.749, longitude: -84.388 };
const marietta = { city: 'Marietta', region: 'GA', country: 'US', latitude: 33.9526, longitude: -84.5499 };
const macon = { city: 'Macon', region: 'GA', country: 'US', latitude: 32.8407, longitude: -83.6324 };
const chattanooga = { city: 'Chattanooga', region: 'TN', country: 'US', latitude: 35.0456, longitude: -85.3097 };
const sugarLand = { city: 'Sugar Land', region: 'TX', country: 'US', latitude: 29.6197, longitude: -95.6349 };
const austin = { city: 'Austin', region: 'TX', country: 'US', latitude: 30.2672, longitude: -97.7431 };
const newYork = { city: 'New York', region: 'NY', country: 'US', latitude: 40.7128, longitude: -74.006 };

const fixtures: [string, NewJob][] = [
  [
    'pythonDev',
    {
      title: 'Python Developer',
      ...marietta,
      requiredSkills: ['Python', 'Django', 'SQL', 'Docker', 'AWS', 'Linux'],
      experienceMin: 3,
      experienceMax: 4,
      employmentType: 'full_time',
      descriptionText: 'Build web services for our logistics team. You will write clean, tested code.',
      descriptionHtml: '<p>Build web services for our logistics team.</p>',
      salaryMin: 95000,
      salaryMax: 120000,
      industry: 'Logistics',
    },
  ],
  [
    'analyst',
    {
      title: 'Data Analyst',
      ...atlanta,
      remote: 'hybrid',
      requiredSkills: ['SQL', 'Excel'],
      experienceMin: 0,
      experienceMax: 1,
      employmentType: 'contract',
      descriptionText: 'Analyse shipping data. Some Python scripting helps now and then.',
    },
  ],
  [
    'nurse',
    {
      title: 'Registered Nurse',
      ...macon,
      requiredSkills: ['Patient care'],
      experienceMin: 6,
      experienceMax: 7,
      descriptionText: 'Care for patients on a calm, well-staffed ward.',
    },
  ],
  [
    'chattanooga',
    {
      title: 'Warehouse Lead',
      ...chattanooga,
      experienceMin: 10,
      experienceMax: 15,
      descriptionText: 'Lead a small warehouse team.',
      managementLevel: 'lead',
    },
  ],
  ['sugarLand', { title: 'Lab Technician', ...sugarLand, employmentType: 'part_time', descriptionText: 'Run quality tests in our lab.' }],
  ['austin', { title: 'Python Engineer', ...austin, requiredSkills: ['Python'], descriptionText: 'Platform work in Austin.' }],
  [
    'remoteNy',
    { title: 'Remote Support Specialist', ...newYork, remote: 'remote', descriptionText: 'Help customers by chat and email from home.' },
  ],
  [
    'remoteNowhere',
    {
      title: 'Remote Copy Editor',
      city: '',
      region: '',
      country: 'US',
      latitude: null,
      longitude: null,
      remote: 'remote',
      descriptionText: 'Edit product copy from anywhere.',
    },
  ],
  ['draft', { title: 'Zebrafish Keeper', ...atlanta, status: 'draft', descriptionText: 'Hidden draft.' }],
  ['paused', { title: 'Zebrafish Feeder', ...atlanta, status: 'paused', descriptionText: 'Hidden paused.' }],
  ['closed', { title: 'Zebrafish Trainer', ...atlanta, status: 'closed', descriptionText: 'Hidden closed.' }],
  ['offered', { title: 'Zebrafish Curator', ...atlanta, status: 'Offered', descriptionText: 'Hidden offered.' }],
];

const search = (query: string, token?: string) =>
  request(t, { path: `/api/v1/search/jobs${query}`, host: HOST, ...(token ? { token } : {}) });
const titles = (res: { json: { results: { title: string }[] } }) => res.json.results.map((r) => r.title).sort();
const ACTIVE_COUNT = 8;

beforeAll(async () => {
  t = await startApp();
  const db = t.app.database.db;
  const tenantId = await createTenant(db, 'searchtest', HOST);
  const ids = await insertJobs(
    db,
    tenantId,
    fixtures.map(([, j]) => j),
  );
  fixtures.forEach(([name], i) => (id[name] = ids[i] as number));
  const otherTenant = await createTenant(db, 'othersearch', OTHER);
  [otherJob] = (await insertJobs(db, otherTenant, [{ title: 'Python Wizard', ...atlanta, descriptionText: 'Another tenant.' }])) as [
    number,
  ];

  const seeker = await createSeeker(db, tenantId, 'seeker@search.test');
  await createProfile(db, tenantId, seeker, {
    headline: 'Backend Python developer',
    skills: ['python', 'SQL', 'Docker'],
    education: 'bachelor',
    industry: 'Logistics',
    managementLevel: 'individual',
  });
  await db.insert(applications).values({ tenantId, jobId: id.pythonDev as number, userId: seeker, scoreTotal: 50 });
  await db.insert(savedJobs).values({ tenantId, userId: seeker, jobId: id.nurse as number });
  await createSeeker(db, tenantId, 'bare@search.test');
  await createStaff(db, tenantId, 'admin@search.test');
  await createSeeker(db, otherTenant, 'seeker@other.test');
  [seekerToken, bareSeekerToken, staffToken, otherSeekerToken] = await Promise.all([
    signIn(t, 'seeker@search.test', HOST).then((p) => p.access),
    signIn(t, 'bare@search.test', HOST).then((p) => p.access),
    signIn(t, 'admin@search.test', HOST).then((p) => p.access),
    signIn(t, 'seeker@other.test', OTHER).then((p) => p.access),
  ]);
}, 180_000);

afterAll(async () => {
  await t?.close();
});

describe('GET /api/v1/search/jobs', () => {
  it('lists only active jobs of the tenant, newest first, without a query', async () => {
    const res = await search('');
    expect(res.status).toBe(200);
    expect(res.json.count).toBe(ACTIVE_COUNT);
    expect(res.json.results.map((r: { id: number }) => r.id)).toEqual(
      ['pythonDev', 'analyst', 'nurse', 'chattanooga', 'sugarLand', 'austin', 'remoteNy', 'remoteNowhere'].map((n) => id[n]),
    );
    expect(res.json.results.every((r: { distance_miles: unknown }) => r.distance_miles === null)).toBe(true);
  });

  it('finds jobs by keyword, title matches ranked above description matches', async () => {
    const res = await search('?q=python');
    expect(res.status).toBe(200);
    expect(titles(res)).toEqual(['Data Analyst', 'Python Developer', 'Python Engineer']);
    expect(res.json.results.at(-1).title).toBe('Data Analyst');
    const card = res.json.results.find((r: { id: number }) => r.id === id.pythonDev);
    expect(card.required_skills).toEqual(['Python', 'Django', 'SQL', 'Docker', 'AWS']);
    expect(card.salary).toEqual({ min: 95000, max: 120000, currency: 'USD' });
    expect(card.snippet).toBe('Build web services for our logistics team. You will write clean, tested code.');
  });

  it('understands web search syntax and ignores stop words alone', async () => {
    expect(titles(await search(`?q=${encodeURIComponent('python -austin')}`))).toEqual(['Data Analyst', 'Python Developer']);
    expect(titles(await search(`?q=${encodeURIComponent('"registered nurse"')}`))).toEqual(['Registered Nurse']);
    expect((await search('?q=the')).json.count).toBe(ACTIVE_COUNT);
    expect((await search('?q=zebrafish')).json.count).toBe(0);
  });

  it('keeps an Atlanta search to 80 miles around Atlanta, with distances', async () => {
    const res = await search('?location=atlanta');
    expect(titles(res)).toEqual(['Data Analyst', 'Python Developer', 'Registered Nurse']);
    const dist = Object.fromEntries(res.json.results.map((r: { title: string; distance_miles: number }) => [r.title, r.distance_miles]));
    expect(dist['Python Developer']).toBeGreaterThan(15);
    expect(dist['Python Developer']).toBeLessThan(20);
    expect(dist['Registered Nurse']).toBeGreaterThan(70);
    expect(dist['Registered Nurse']).toBeLessThan(80);
    expect(dist['Data Analyst']).toBe(0);
  });

  it('keeps a Houston search to Houston: Sugar Land in, Austin out', async () => {
    expect(titles(await search('?location=houston'))).toEqual(['Lab Technician']);
    expect(titles(await search('?location=houston&q=python'))).toEqual([]);
  });

  it('searches around any point with a radius in miles', async () => {
    expect(titles(await search('?lat=30.2672&long=-97.7431&radius=20'))).toEqual(['Python Engineer']);
    expect(titles(await search('?lat=33.749&long=-84.388&radius=30'))).toEqual(['Data Analyst', 'Python Developer']);
    expect(titles(await search('?location=atlanta&radius=30'))).toEqual(['Data Analyst', 'Python Developer']);
  });

  it('adds remote jobs from anywhere to a location search only when the remote filter asks for them', async () => {
    expect(titles(await search('?location=atlanta&remote=remote'))).toEqual(['Remote Copy Editor', 'Remote Support Specialist']);
    expect(titles(await search('?location=atlanta&remote=onsite,remote'))).toEqual([
      'Python Developer',
      'Registered Nurse',
      'Remote Copy Editor',
      'Remote Support Specialist',
    ]);
    const res = await search('?location=atlanta&remote=remote');
    expect(res.json.results.find((r: { title: string }) => r.title === 'Remote Copy Editor').distance_miles).toBeNull();
  });

  it('filters by experience bands as overlapping ranges', async () => {
    // Defaults are 0..60 years: those fixtures overlap every band.
    const open = ['Lab Technician', 'Python Engineer', 'Remote Copy Editor', 'Remote Support Specialist'];
    expect(titles(await search('?experience=0-2'))).toEqual(['Data Analyst', ...open].sort());
    expect(titles(await search('?experience=2-5'))).toEqual(['Python Developer', ...open].sort());
    expect(titles(await search('?experience=5-8'))).toEqual(['Registered Nurse', ...open].sort());
    expect(titles(await search('?experience=over-8'))).toEqual(['Warehouse Lead', ...open].sort());
    expect(titles(await search('?experience=0-2,over-8&location=atlanta'))).toEqual(['Data Analyst']);
  });

  it('filters by remote option and employment type', async () => {
    expect(titles(await search('?remote=hybrid'))).toEqual(['Data Analyst']);
    expect(titles(await search('?employment_type=contract,part_time'))).toEqual(['Data Analyst', 'Lab Technician']);
    expect(titles(await search('?employment_type=internship'))).toEqual([]);
    expect(titles(await search('?q=python&employment_type=full_time&location=atlanta'))).toEqual(['Python Developer']);
  });

  it('pages through the results without gaps or repeats', async () => {
    const seen: number[] = [];
    for (let page = 1; page <= 3; page += 1) {
      const res = await search(`?page=${page}&page_size=3`);
      expect(res.status).toBe(200);
      expect(res.json).toMatchObject({ count: ACTIVE_COUNT, page, page_size: 3, total_pages: 3 });
      seen.push(...res.json.results.map((r: { id: number }) => r.id));
    }
    expect(seen).toHaveLength(ACTIVE_COUNT);
    expect(new Set(seen).size).toBe(ACTIVE_COUNT);
    const past = await search('?page=9&page_size=3');
    expect(past.json).toMatchObject({ results: [], count: ACTIVE_COUNT, page: 9, total_pages: 3 });
  });

  it('counts up to 1,000 and says when more match; pages end there', async () => {
    const db = t.app.database.db;
    const bulkTenant = await createTenant(db, 'bulksearch', 'bulk-search.localhost');
    await insertJobs(
      db,
      bulkTenant,
      Array.from({ length: 1005 }, (_, i) => ({ title: `Bulk Tester ${i}`, ...(i % 2 ? houston : atlanta), descriptionText: 'Bulk.' })),
    );
    const bulk = (query: string) => request(t, { path: `/api/v1/search/jobs${query}`, host: 'bulk-search.localhost' });
    for (const query of ['', '?q=tester', '?q=bulk&sort=newest']) {
      const res = await bulk(query);
      expect(res.json).toMatchObject({ count: 1000, count_capped: true, total_pages: 50 });
      expect(res.json.results).toHaveLength(20);
    }
    expect((await bulk('?page=50')).json.results).toHaveLength(20);
    expect((await bulk('?q=tester&page=50')).json.results).toHaveLength(20);
    const past = await bulk('?q=tester&page=51');
    expect(past.json).toMatchObject({ results: [], count: 1000, count_capped: true });
    expect((await bulk('?location=atlanta')).json).toMatchObject({ count: 503, count_capped: false, total_pages: 26 });
    expect((await search('')).json.count_capped).toBe(false);
  });

  it('sorts by newest when asked, even with a query', async () => {
    const res = await search('?q=python&sort=newest');
    expect(res.json.results.map((r: { id: number }) => r.id)).toEqual([id.pythonDev, id.analyst, id.austin]);
  });

  it("never shows another tenant's jobs", async () => {
    expect(titles(await search('?q=wizard'))).toEqual([]);
    const other = await request(t, { path: '/api/v1/search/jobs?q=wizard', host: OTHER });
    expect(titles(other)).toEqual(['Python Wizard']);
  });

  it('ignores a bearer token (search is public)', async () => {
    expect((await search('?q=python', 'not-a-token')).status).toBe(200);
  });

  it.each([
    ['?location=paris', 'location'],
    ['?lat=abc&long=1', 'lat'],
    ['?lat=91&long=1', 'lat'],
    ['?lat=33.7', 'long'],
    ['?long=-84', 'lat'],
    ['?location=atlanta&lat=33&long=-84', 'location'],
    ['?radius=10', 'radius'],
    ['?location=atlanta&radius=0', 'radius'],
    ['?location=atlanta&radius=900', 'radius'],
    ['?experience=9-12', 'experience'],
    ['?remote=space', 'remote'],
    ['?employment_type=forever', 'employment_type'],
    ['?sort=random', 'sort'],
    ['?page=0', 'page'],
    ['?page=x', 'page'],
    ['?page_size=500', 'page_size'],
    ['?surprise=1', 'surprise'],
    [`?q=${'a'.repeat(201)}`, 'q'],
  ])('answers 400 with the field for %s', async (query, field) => {
    const res = await search(query);
    expect(res.status).toBe(400);
    expect(Object.keys(res.json)).toContain(field);
    expect(res.json[field][0]).toEqual(expect.any(String));
  });

  it('names every problem at once', async () => {
    const res = await search('?experience=1-3&remote=moon');
    expect(res.status).toBe(400);
    expect(res.json).toEqual({
      experience: ['Unknown experience band "1-3". Choose from 0-2, 2-5, 5-8, over-8.'],
      remote: ['Unknown remote option "moon". Choose from onsite, hybrid, remote.'],
    });
  });
});

describe('GET /api/v1/search/jobs/{id}', () => {
  const job = (jobId: number, token?: string, host = HOST) =>
    request(t, { path: `/api/v1/search/jobs/${jobId}`, host, ...(token ? { token } : {}) });

  it('shows an active job to anyone, without personal fields', async () => {
    const res = await job(id.pythonDev as number);
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      title: 'Python Developer',
      company: 'Fixture Co',
      description_html: '<p>Build web services for our logistics team.</p>',
      location: { city: 'Marietta', region: 'GA', country: 'US' },
      salary: { min: 95000, max: 120000, currency: 'USD' },
      how_to_apply: { method: 'in_app', accepting: true, sign_in_required: true, resume_types: ['pdf', 'docx'] },
    });
    expect(res.json).not.toHaveProperty('match');
    expect(res.json).not.toHaveProperty('applied');
  });

  it('gives a job seeker their match, application and saved state', async () => {
    const res = await job(id.pythonDev as number, seekerToken);
    expect(res.status).toBe(200);
    expect(res.json.match.matched_skills).toEqual(['Python', 'SQL', 'Docker']);
    expect(res.json.match.missing_skills).toEqual(['Django', 'AWS', 'Linux']);
    expect(res.json.match.parts.skills).toBe(50);
    expect(res.json.match.parts.industry).toBe(100);
    expect(res.json.match.weights).toEqual({ skills: 40, certification: 10, education: 15, jobTitle: 15, industry: 10, mgmtLevel: 10 });
    expect(res.json.match.totalScore).toBe(Math.floor(50 * 0.4 + 100 * 0.1 + 100 * 0.15 + 100 * 0.15 + 100 * 0.1 + 100 * 0.1));
    expect(res.json).toMatchObject({ match_reason: null, applied: true, application_status: 'applied', saved: false });
    expect(res.json.application_id).toEqual(expect.any(Number));
    expect(res.json.applied_at).toEqual(expect.any(String));

    const nurse = await job(id.nurse as number, seekerToken);
    expect(nurse.json).toMatchObject({ applied: false, application_id: null, applied_at: null, saved: true });
  });

  it('says so when the job seeker has no profile', async () => {
    const res = await job(id.pythonDev as number, bareSeekerToken);
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ match: null, match_reason: 'no_profile', applied: false, saved: false });
  });

  it('shows staff the public view only', async () => {
    const res = await job(id.pythonDev as number, staffToken);
    expect(res.status).toBe(200);
    expect(res.json).not.toHaveProperty('match');
  });

  it("answers 404 for jobs that are not active, unknown, or another tenant's", async () => {
    for (const name of ['draft', 'paused', 'closed', 'offered']) {
      expect((await job(id[name] as number)).status).toBe(404);
      expect((await job(id[name] as number, seekerToken)).status).toBe(404);
    }
    expect((await job(999_999)).status).toBe(404);
    const other = await job(otherJob);
    expect(other.status).toBe(404);
    expect(other.json).toEqual({ detail: 'Not found.' });
    expect((await job(otherJob, seekerToken)).status).toBe(404);
    expect((await job(otherJob, undefined, OTHER)).status).toBe(200);
  });

  it('refuses a bad or foreign token with 401', async () => {
    expect((await job(id.pythonDev as number, 'garbage')).status).toBe(401);
    expect((await job(id.pythonDev as number, otherSeekerToken)).status).toBe(401);
  });

  it('answers 400 for an id that is not a number', async () => {
    const res = await request(t, { path: '/api/v1/search/jobs/abc', host: HOST });
    expect(res.status).toBe(400);
    expect(res.json).toHaveProperty('id');
  });
});

describe('locations', () => {
  it('lists Atlanta and Houston with their active job counts and the remote count', async () => {
    const res = await request(t, { path: '/api/v1/locations', host: HOST });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({
      results: [
        { slug: 'atlanta', display_name: 'Atlanta, GA', lat: 33.749, long: -84.388, radius: 80, job_count: 3 },
        { slug: 'houston', display_name: 'Houston, TX', lat: 29.7604, long: -95.3698, radius: 80, job_count: 1 },
      ],
      remote_job_count: 2,
      total_job_count: ACTIVE_COUNT,
    });
  });

  it('shows one location, 404 for an unknown one, 400 for a malformed slug', async () => {
    const res = await request(t, { path: '/api/v1/locations/houston', host: HOST });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ slug: 'houston', radius: 80, job_count: 1 });
    expect((await request(t, { path: '/api/v1/locations/paris', host: HOST })).status).toBe(404);
    expect((await request(t, { path: '/api/v1/locations/Paris!', host: HOST })).status).toBe(400);
  });
});
