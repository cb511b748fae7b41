import { describe, expect, it } from 'vitest';
import { emptyJobForm, jobFormFromJob, toJobInput, validateJobForm, weightSum, type JobFormState } from './job-form-state.ts';
import type { StaffJob } from '../api/types.ts';

function filled(patch: Partial<JobFormState> = {}): JobFormState {
  return { ...emptyJobForm(), title: ' Data Analyst ', company: 'Brightpath', description: '<p>Work with data.</p>', ...patch };
}

describe('validateJobForm', () => {
  it('passes a complete form and starts with weights that add up to 100', () => {
    expect(weightSum(emptyJobForm())).toBe(100);
    expect(validateJobForm(filled(), true)).toEqual({});
  });

  it('names each problem with a translation key', () => {
    const errors = validateJobForm(
      filled({
        title: '  ',
        company: '',
        description: '<p> </p>',
        latitude: '95',
        longitude: '',
        experience_min: '6',
        experience_max: '2',
        salary_min: '90000',
        salary_max: '50000',
        weights: { ...emptyJobForm().weights, skills: '45' },
      }),
      true,
    );
    expect(errors).toEqual({
      title: 'form.errors.blank',
      company: 'form.errors.blank',
      description: 'form.errors.descriptionNeeded',
      latitude: 'form.errors.latitudeRange',
      experience_max: 'form.errors.experienceOrder',
      salary_max: 'form.errors.salaryOrder',
      weights: 'form.errors.weightsSum',
    });
  });

  it('asks for both coordinates or neither, and lets a draft go without a description', () => {
    expect(validateJobForm(filled({ latitude: '33.7', longitude: '' }), false)).toEqual({ longitude: 'form.errors.coordinatesPair' });
    expect(validateJobForm(filled({ description: '' }), false)).toEqual({});
    expect(validateJobForm(filled({ experience_min: '61' }), false)).toEqual({ experience_min: 'form.errors.experienceRange' });
  });
});

describe('toJobInput', () => {
  it('gives the wire body: trimmed text, whole numbers, null for empty salary and coordinates, team ids', () => {
    const input = toJobInput(
      filled({
        latitude: '33,749',
        longitude: '-84.388',
        salary_min: '65000',
        salary_max: '',
        required_skills: ['SQL'],
        hiring_team: [{ user_id: 2, name: 'Maya Manager', role_id: 1 }],
      }),
    );
    expect(input).toMatchObject({
      title: 'Data Analyst',
      location: { city: '', region: '', country: 'USA', latitude: 33.749, longitude: -84.388 },
      experience_min: 0,
      experience_max: 5,
      salary: { min: 65000, max: null, currency: 'USD' },
      required_skills: ['SQL'],
      hiring_team: [2],
      weights: { skills: 40, certification: 10, education: 15, jobTitle: 15, industry: 10, mgmtLevel: 10 },
    });
    expect(toJobInput(filled()).location.latitude).toBeNull();
  });

  it('round-trips a stored job', () => {
    const job = {
      id: 7,
      title: 'QA Tester',
      description: '<p>x</p>',
      description_text: 'x',
      company: 'Clearview',
      location: { city: 'Houston', region: 'TX', country: 'USA', latitude: 29.76, longitude: -95.37 },
      remote: 'hybrid',
      employment_type: 'contract',
      experience_min: 1,
      experience_max: 3,
      salary: { min: 40000, max: 48000, currency: 'USD' },
      required_skills: ['Manual testing'],
      nice_skills: [],
      certifications: ['ISTQB'],
      education: 'associate',
      industry: 'Software',
      management_level: 'individual',
      weights: { skills: 50, certification: 10, education: 10, jobTitle: 10, industry: 10, mgmtLevel: 10 },
      status: 'active',
      hiring_team: [{ user_id: 3, name: 'Rafael Recruiter', role_id: 2 }],
      history: [],
      history_count: 0,
      allowed_next: [],
      applications: { total: 0, open: 0 },
      can_edit: true,
      created_by: null,
      published_at: null,
      closes_on: '2026-12-31',
      created_at: '',
      updated_at: '',
    } satisfies StaffJob;
    const { status: _s, ...rest } = { ...toJobInput(jobFormFromJob(job)), status: 'x' };
    expect(rest).toEqual({
      title: job.title,
      description: job.description,
      company: job.company,
      location: job.location,
      remote: job.remote,
      employment_type: job.employment_type,
      experience_min: 1,
      experience_max: 3,
      salary: job.salary,
      required_skills: job.required_skills,
      nice_skills: [],
      certifications: job.certifications,
      education: job.education,
      industry: job.industry,
      closes_on: '2026-12-31',
      management_level: job.management_level,
      hiring_team: [3],
      weights: job.weights,
    });
  });
});
