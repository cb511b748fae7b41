import { describe, expect, it } from 'vitest';
import { computeMatch, DEFAULT_WEIGHTS, weightsProblem, type MatchJob, type MatchProfile } from './match-score.ts';

const job: MatchJob = {
  title: 'Senior Data Analyst',
  requiredSkills: ['SQL', 'Python', 'Tableau', 'Excel'],
  niceSkills: ['R'],
  certifications: ['Google Data Analytics'],
  education: 'bachelor',
  industry: 'Finance',
  managementLevel: 'individual',
  weights: DEFAULT_WEIGHTS,
};
const profile: MatchProfile = {
  headline: 'Data analyst',
  experienceTitles: ['Junior Analyst'],
  skills: ['sql', 'Python', 'excel'],
  certifications: [],
  education: 'associate',
  industry: 'finance',
  managementLevel: 'lead',
};

describe('computeMatch', () => {
  it('scores each part, weights it and rounds the total down', () => {
    const m = computeMatch(job, profile);
    // skills: 3 of 4 required, 0 of 1 nice -> 3 / 4.5 = 66.67 -> 67
    expect(m.parts).toEqual({ skills: 67, certification: 0, education: 50, job_title: 100, industry: 100, management_level: 50 });
    // 67*.4 + 0 + 50*.15 + 100*.15 + 100*.1 + 50*.1 = 26.8 + 7.5 + 15 + 10 + 5 = 64.3 -> 64
    expect(m.total).toBe(64);
    expect(m.matched_skills).toEqual(['SQL', 'Python', 'Excel']);
    expect(m.missing_skills).toEqual(['Tableau']);
  });

  it('gives a full part when the job asks nothing of it', () => {
    const m = computeMatch({ ...job, requiredSkills: [], niceSkills: [], certifications: [], industry: '' }, profile);
    expect(m.parts.skills).toBe(100);
    expect(m.parts.certification).toBe(100);
    expect(m.parts.industry).toBe(100);
  });

  it('caps parts at 100 and never goes below 0', () => {
    const m = computeMatch(
      { ...job, education: 'doctorate', managementLevel: 'executive' },
      { ...profile, education: 'none', managementLevel: 'individual' },
    );
    expect(m.parts.education).toBe(0);
    expect(m.parts.management_level).toBe(0);
    const full = computeMatch(job, {
      ...profile,
      skills: ['SQL', 'Python', 'Tableau', 'Excel', 'R'],
      certifications: ['google data analytics'],
      education: 'master',
      managementLevel: 'individual',
    });
    expect(full.total).toBe(100);
  });

  it('counts a preferred industry as a match', () => {
    expect(computeMatch(job, { ...profile, industry: 'Retail', preferredIndustries: ['Finance'] }).parts.industry).toBe(100);
    expect(computeMatch(job, { ...profile, industry: 'Retail' }).parts.industry).toBe(0);
  });
});

describe('weightsProblem', () => {
  it('accepts whole percentages that add up to 100', () => {
    expect(weightsProblem(DEFAULT_WEIGHTS)).toBeNull();
  });
  it('explains what is wrong otherwise', () => {
    expect(weightsProblem({ ...DEFAULT_WEIGHTS, skills: 50 })).toMatch(/add up to 100 \(they add up to 110\)/);
    expect(weightsProblem({ ...DEFAULT_WEIGHTS, skills: 40.5 })).toMatch(/whole number/);
    const { industry: _, ...missing } = DEFAULT_WEIGHTS;
    expect(weightsProblem(missing)).toMatch(/"industry"/);
  });
});
