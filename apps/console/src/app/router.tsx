import { buildRouter, type PageMap } from '@tessera/ui/build-router';

/** Manifest path -> lazily loaded page of the console app. */
export const pages: PageMap = {
  '/dashboard': () => import('../features/dashboard/components/dashboard-page.tsx'),
  // Jobs (jobs helper): list, create, edit.
  '/jobs': () => import('../features/jobs/components/jobs-page.tsx'),
  '/jobs/create': () => import('../features/jobs/components/job-create-page.tsx'),
  '/jobs/edit/:id': () => import('../features/jobs/components/job-edit-page.tsx'),
  // What the feedback widget and the career-connector form received (issue 4, beyond the spec's routes).
  '/feedback': () => import('../features/feedback/components/feedback-page.tsx'),
  // Applications, applicants, comparison and job seekers (staff-ui).
  '/applications': () => import('../features/applications/components/applications-page.tsx'),
  '/applications/:id': () => import('../features/applications/components/application-page.tsx'),
  '/jobs/:id/applications': () => import('../features/applications/components/job-applications-page.tsx'),
  '/jobs/:id/applicantlist': () => import('../features/applications/components/job-applicant-list-page.tsx'),
  '/compareApplicants': () => import('../features/compare/components/compare-page.tsx'),
  '/jobSeekers': () => import('../features/job-seekers/components/job-seekers-page.tsx'),
  '/jobSeeker': () => import('../features/job-seekers/components/job-seekers-page.tsx'),
  '/jobSeekersv2': () => import('../features/job-seekers/components/job-seekers-cards-page.tsx'),
  '/jobSeekers/:id': () => import('../features/job-seekers/components/job-seeker-page.tsx'),
  '/new_all_candidates': () => import('../features/job-seekers/components/all-candidates-page.tsx'),
};

export function createAppRouter() {
  return buildRouter({ app: 'console', pages });
}
