import { buildRouter, type PageMap } from '@tessera/ui/build-router';

/** Manifest path -> lazily loaded page of the console app. */
export const pages: PageMap = {
  '/dashboard': () => import('../features/dashboard/components/dashboard-page.tsx'),
  // Issue 11 §4: the staff member's day, personal settings and the organisation's settings.
  '/homepage': () => import('../features/homepage/components/homepage-page.tsx'),
  '/setting': () => import('../features/settings/components/personal-settings-page.tsx'),
  '/settingsV2': () => import('../features/settings/components/organisation-settings-page.tsx'),
  // Jobs (jobs helper): list, create, edit.
  '/jobs': () => import('../features/jobs/components/jobs-page.tsx'),
  '/jobs/create': () => import('../features/jobs/components/job-create-page.tsx'),
  '/jobs/edit/:id': () => import('../features/jobs/components/job-edit-page.tsx'),
  // Bulk uploads (issue 13): job files to drafts, résumés to linked job seekers.
  '/jobs/bulkUpload': () => import('../features/imports/components/job-import-page.tsx'),
  '/jobSeekers/bulkUpload': () => import('../features/imports/components/resume-import-page.tsx'),
  // What the feedback widget and the career-connector form received (issue 4, beyond the spec's routes).
  '/feedback': () => import('../features/feedback/components/feedback-page.tsx'),
  // Applications, applicants, comparison and job seekers (staff-ui).
  '/applications': () => import('../features/applications/components/applications-page.tsx'),
  '/applications/:id': () => import('../features/applications/components/application-page.tsx'),
  '/jobs/:id/applications': () => import('../features/applications/components/job-applications-page.tsx'),
  '/jobs/:id/applicantlist': () => import('../features/applications/components/job-applicant-list-page.tsx'),
  '/compareApplicants': () => import('../features/compare/components/compare-page.tsx'),
  // Issue 15, search: the advanced search over job seekers, saved searches.
  '/advancedSearch': () => import('../features/advanced-search/components/advanced-search-page.tsx'),
  '/jobSeekers': () => import('../features/job-seekers/components/job-seekers-page.tsx'),
  '/jobSeeker': () => import('../features/job-seekers/components/job-seekers-page.tsx'),
  '/jobSeekersv2': () => import('../features/job-seekers/components/job-seekers-cards-page.tsx'),
  '/jobSeekers/:id': () => import('../features/job-seekers/components/job-seeker-page.tsx'),
  '/new_all_candidates': () => import('../features/job-seekers/components/all-candidates-page.tsx'),
  // Interviews (issue 12): the organisation's list and week calendar, and the program-wide one (roles 6, 7).
  '/interview': () => import('../features/interviews/components/interviews-page.tsx'),
  '/newInterview': () => import('../features/interviews/components/interviews-page.tsx'),
  // Organisations' approval queue (issue 11 §2): the admin's and the program-wide one of roles 6 and 7.
  '/approvals': () => import('../features/approvals/components/approvals-page.tsx'),
  // Viewing as another user (issue 15, DECISIONS 30): user id 1 only.
  '/getUsers': () => import('../features/impersonation/components/get-users-page.tsx'),
  '/newApprovals': () => import('../features/approvals/components/approvals-page.tsx'),
  // The public site's pages, written by the tenant's admin (issue 16).
  '/sitePages': () => import('../features/site/components/site-pages-page.tsx'),
  '/siteNews': () => import('../features/site/components/site-news-page.tsx'),
  // Teams (issue 11 §3): an employer's, every employer's (role 6), a partner's, the program staff.
  '/hiringTeam': () => import('../features/teams/components/hiring-team-page.tsx'),
  '/newHiringTeam': () => import('../features/teams/components/new-hiring-team-page.tsx'),
  '/team': () => import('../features/teams/components/partner-team-page.tsx'),
  '/conciergeTeam': () => import('../features/teams/components/concierge-team-page.tsx'),
  // Issue 15: threads about applications between job seekers and hiring teams.
  '/inbox_messages': () => import('../features/messages/components/inbox-page.tsx'),
  // Issue 12: offers, and the program-wide pages of roles 6 and 7 (DECISIONS 20).
  '/offers': () => import('../features/offers/components/offers-page.tsx'),
  '/newOffers': () => import('../features/offers/components/offers-page.tsx'),
  '/newApplications': () => import('../features/applications/components/new-applications-page.tsx'),
  '/newJobs': () => import('../features/jobs/components/jobs-page.tsx'),
  // Hiring reports (issue 14): the overview and each report's own page (one module picks by the address).
  '/report': () => import('../features/reports/components/reports-page.tsx'),
  '/report/currentPipeline': () => import('../features/reports/components/report-page.tsx'),
  '/report/applicationSource': () => import('../features/reports/components/report-page.tsx'),
  '/report/historicPipeline': () => import('../features/reports/components/report-page.tsx'),
  '/report/hiringVelocity': () => import('../features/reports/components/report-page.tsx'),
  '/report/successMetric': () => import('../features/reports/components/report-page.tsx'),
  '/report/timeToHire': () => import('../features/reports/components/report-page.tsx'),
  // Partner reports (issue 14): the overview and each report's own page (one module picks by the address).
  '/nppreport': () => import('../features/reports/components/partner-reports-page.tsx'),
  '/nppreport/jobseekerjournal': () => import('../features/reports/components/partner-reports-page.tsx'),
  '/nppreport/currentapplication': () => import('../features/reports/components/partner-reports-page.tsx'),
  '/nppreport/jobactivity': () => import('../features/reports/components/partner-reports-page.tsx'),
  '/nppreport/jobseekersuccessmetric': () => import('../features/reports/components/partner-reports-page.tsx'),
  '/nppreport/openjobs': () => import('../features/reports/components/partner-reports-page.tsx'),
  // Surveys (issue 14, DECISIONS 29): response rates, writing and sending, the results by country.
  '/surveyReports': () => import('../features/surveys/components/survey-reports-page.tsx'),
  '/surveyReports/new': () => import('../features/surveys/components/survey-write-page.tsx'),
  '/surveySummary': () => import('../features/surveys/components/survey-summary-page.tsx'),
  '/surveySummary/ca': () => import('../features/surveys/components/survey-summary-page.tsx'),
  // Issue 14: the audit log (admin, auditor) and the ERD export (program managers).
  '/auditReports': () => import('../features/audit/components/audit-reports-page.tsx'),
  '/erd': () => import('../features/audit/components/erd-page.tsx'),
};

export function createAppRouter() {
  return buildRouter({ app: 'console', pages });
}
