import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { JOB_STATUSES } from '../db/schema.ts';
import { DEFAULT_WEIGHTS } from './match-score.ts';
import {
  JOB_EDITOR_ROLES,
  JOB_TRANSITIONS,
  canEditJobs,
  cleanTerms,
  jobAllowedNext,
  jobTransitionProblem,
  searchBText,
  validateJobInput,
  type JobInput,
} from './jobs.ts';

const require = createRequire(import.meta.url);

function input(over: Partial<JobInput> = {}): JobInput {
  return {
    title: '  Data   Analyst ',
    description: '<p>Work with data.</p>',
    company: ' Brightpath ',
    location: { city: ' Atlanta ', region: 'GA', country: 'USA', latitude: 33.75, longitude: -84.39 },
    remote: 'hybrid',
    employment_type: 'full_time',
    experience_min: 1,
    experience_max: 4,
    salary: { min: 60000, max: 80000, currency: 'USD' },
    required_skills: ['SQL', ' sql ', 'Python', ''],
    nice_skills: ['Tableau'],
    certifications: [],
    education: 'bachelor',
    industry: ' Finance ',
    management_level: 'individual',
    hiring_team: [2, 2, 3],
    weights: { ...DEFAULT_WEIGHTS },
    ...over,
  };
}

describe('job status transitions', () => {
  it('are the ones written into the contract', () => {
    const doc = parse(readFileSync(require.resolve('@tessera/contract/openapi.yaml'), 'utf8')) as {
      paths: Record<string, Record<string, Record<string, unknown>>>;
    };
    expect(doc.paths['/api/v1/jobs/{id}/status']?.post?.['x-transitions']).toEqual(JOB_TRANSITIONS);
  });

  it('allow draft→active|closed, active→paused|closed|Offered, paused→active|closed, Offered→active|closed; closed is final', () => {
    expect(jobAllowedNext('draft')).toEqual(['active', 'closed']);
    expect(jobAllowedNext('active')).toEqual(['paused', 'closed', 'Offered']);
    expect(jobAllowedNext('paused')).toEqual(['active', 'closed']);
    expect(jobAllowedNext('Offered')).toEqual(['active', 'closed']);
    expect(jobAllowedNext('closed')).toEqual([]);
    for (const from of JOB_STATUSES) {
      for (const to of JOB_STATUSES) {
        expect(jobTransitionProblem(from, to) === null, `${from} -> ${to}`).toBe(JOB_TRANSITIONS[from].includes(to));
      }
    }
  });

  it('explain a refused move by naming the allowed ones', () => {
    expect(jobTransitionProblem('draft', 'paused')).toBe(
      'A job cannot go from "draft" to "paused". From "draft" it can go to: active, closed.',
    );
    expect(jobTransitionProblem('closed', 'active')).toBe('A "closed" job cannot change status any more.');
    expect(jobTransitionProblem('active', 'active')).toBe('The job is already "active".');
  });
});

describe('roles', () => {
  it('admin, hiring_manager (1) and hiring_member (4) edit jobs; partners (2, 5), 3, 6, 7 and job seekers do not', () => {
    expect(JOB_EDITOR_ROLES).toEqual([null, 1, 4]);
    for (const roleId of [null, 1, 4]) expect(canEditJobs({ isUser: false, roleId })).toBe(true);
    for (const roleId of [2, 3, 5, 6, 7]) expect(canEditJobs({ isUser: false, roleId })).toBe(false);
    expect(canEditJobs({ isUser: true, roleId: null })).toBe(false);
  });
});

describe('validateJobInput', () => {
  it('trims, drops blank and repeated terms, and dedupes the team', () => {
    const { values, team, problems } = validateJobInput(input(), true);
    expect(problems.any).toBe(false);
    expect(values).toMatchObject({
      title: 'Data Analyst',
      company: 'Brightpath',
      city: 'Atlanta',
      industry: 'Finance',
      requiredSkills: ['SQL', 'Python'],
      descriptionText: 'Work with data.',
    });
    expect(team).toEqual([2, 3]);
  });

  it('reports every problem at once', () => {
    const { problems } = validateJobInput(
      input({
        title: '   ',
        company: '',
        description: '<script>x</script>',
        experience_min: 5,
        experience_max: 2,
        salary: { min: 90000, max: 50000, currency: 'USD' },
        location: { city: '', region: '', country: '', latitude: 10, longitude: null },
        weights: { ...DEFAULT_WEIGHTS, skills: 30 },
        nice_skills: ['python'],
      }),
      true,
    );
    expect(problems.fields).toEqual({
      title: ['This field may not be blank.'],
      company: ['This field may not be blank.'],
      description: ['Add a description before the job is published.'],
      experience_max: ['The most years of experience must be at least the fewest.'],
      salary: ['The highest salary must be at least the lowest.'],
      location: ['Give both latitude and longitude, or neither.'],
      weights: ['The match weights must add up to 100 (they add up to 90).'],
      nice_skills: ['Already a required skill: python.'],
    });
  });

  it('lets a draft go without a description', () => {
    expect(validateJobInput(input({ description: '' }), false).problems.any).toBe(false);
  });
});

describe('helpers', () => {
  it('cleanTerms keeps the first spelling of each term', () => {
    expect(cleanTerms([' Power  BI', 'power bi', 'Excel', '  '])).toEqual(['Power BI', 'Excel']);
  });

  it('searchBText joins company, industry, skills and certifications', () => {
    expect(
      searchBText({
        title: 'x',
        company: 'Acme',
        industry: 'Logistics',
        requiredSkills: ['SQL'],
        niceSkills: ['Excel'],
        certifications: ['CSCP'],
      }),
    ).toBe('Acme Logistics SQL Excel CSCP');
  });
});
