import { buildRouter, type PageMap } from '@tessera/ui/build-router';
import { CandidateLayout } from './candidate-layout.tsx';

/** Manifest path -> lazily loaded page of the candidate app (one chunk per page). */
export const pages: PageMap = {
  '/': () => import('../features/landing/components/landing-page.tsx'),
  '/homepage_new': () => import('../features/landing/components/landing-page.tsx'),
  '/ca': () => import('../features/landing/components/canada-landing-page.tsx'),
  '/login': () => import('../features/auth/components/login-page.tsx'),
  '/old_login': () => import('../features/auth/components/login-page.tsx'),
  '/signup': () => import('../features/auth/components/signup-choice-page.tsx'),
  '/signup/candidate': () => import('../features/auth/components/signup-candidate-page.tsx'),
  '/signup/employer': () => import('../features/auth/components/signup-employer-page.tsx'),
  '/signup/skilling': () => import('../features/auth/components/signup-skilling-page.tsx'),
  '/signup/nonProfitPartner': () => import('../features/auth/components/signup-non-profit-page.tsx'),
  '/signup/corporatePartner': () => import('../features/auth/components/signup-corporate-page.tsx'),
  // Issue 11 §2: an organisation's wait for approval, and the review link of program staff (DECISIONS 21).
  '/approval': () => import('../features/approvals/components/approval-page.tsx'),
  '/rejected': () => import('../features/approvals/components/rejected-page.tsx'),
  '/approval1': () => import('../features/approvals/components/review-page.tsx'),
  '/approve': () => import('../features/approvals/components/approve-page.tsx'),
  '/forgotPassword': () => import('../features/auth/components/forgot-password-page.tsx'),
  '/confirmPasswordReset': () => import('../features/auth/components/confirm-reset-page.tsx'),
  '/passwordResetDone': () => import('../features/auth/components/reset-done-page.tsx'),
  '/verifyEmail': () => import('../features/auth/components/verify-email-page.tsx'),
  // Issue 11 §5: sign-in providers.
  '/loginsso': () => import('../features/auth/components/provider-sign-in-page.tsx'),
  '/linkedInLogin': () => import('../features/auth/components/provider-sign-in-page.tsx'),
  '/loginIndeed': () => import('../features/auth/components/provider-sign-in-page.tsx'),
  '/languages': () => import('../features/languages/components/languages-page.tsx'),
  '/unauthorized': () => import('@tessera/ui/unauthorized-page'),
  '/404': () => import('@tessera/ui/not-found-page'),
  '/faq': () => import('../features/faq/components/faq-page.tsx'),
  '/home': () => import('../features/home/components/home-page.tsx'),
  '/application': () => import('../features/applications/components/applications-page.tsx'),
  '/profile': () => import('../features/profile/components/profile-page.tsx'),
  // Issue 11 §4: the first-run checklist of a new job seeker or organisation admin.
  '/onboarding': () => import('../features/onboarding/components/onboarding-page.tsx'),
  // Issue 17 §2, DECISIONS 23: a job restated in plain sections, with its words explained.
  '/simplifybot': () => import('../features/simplify/components/simplify-page.tsx'),
  '/profilev2': () => import('../features/profile/components/profile-guided-page.tsx'),
  '/thankYou': () => import('../features/thank-you/components/thank-you-page.tsx'),
  '/search': () => import('../features/search/components/search-page.tsx'),
  '/searchJobs': () => import('../features/search/components/search-page.tsx'),
  '/ca/searchJobs': () => import('../features/search/components/search-page.tsx'),
  '/location/atlanta': () => import('../features/search/components/location-page.tsx'),
  '/location/houston': () => import('../features/search/components/location-page.tsx'),
  '/globallocations': () => import('../features/search/components/global-locations-page.tsx'),
  '/jobs/:id': () => import('../features/jobs/components/job-page.tsx'),
  '/jobs_view/:id': () => import('../features/jobs/components/job-page.tsx'),
  // Issue 16, public-site: the tenant's content and legal pages.
  '/about': () => import('../features/site/components/site-page.tsx'),
  '/pricing': () => import('../features/site/components/site-page.tsx'),
  '/privacy-policy': () => import('../features/site/components/site-page.tsx'),
  '/privacy-policy-ep': () => import('../features/site/components/site-page.tsx'),
  '/privacy-policy-npp': () => import('../features/site/components/site-page.tsx'),
  '/terms-of-service': () => import('../features/site/components/site-page.tsx'),
  '/news': () => import('../features/site/components/news-page.tsx'),
  '/news/pressrelease': () => import('../features/site/components/news-page.tsx'),
  '/news/:id': () => import('../features/site/components/news-post-page.tsx'),
  '/contact-us': () => import('../features/site/components/contact-page.tsx'),
  '/unsubscribeConfirm': () => import('../features/site/components/unsubscribe-page.tsx'),
  '/logs': () => import('../features/site/components/logs-page.tsx'),
  // Issue 11 §3: an invited team member's first password (public, through the link's token); one's own password change.
  '/setpasswordpartner': () => import('../features/auth/components/set-password-partner-page.tsx'),
  '/setpassword': () => import('../features/auth/components/set-password-page.tsx'),
  // Issue 14, DECISIONS 29: answering a survey through the mailed link, and where it ends.
  '/survey': () => import('../features/surveys/components/survey-page.tsx'),
  '/thankYouFeedback': () => import('../features/surveys/components/thank-you-feedback-page.tsx'),
  // DECISIONS 25: the gallery of the shared components.
  '/demo_paginator': () => import('../features/gallery/components/gallery-page.tsx'),
};

export function createAppRouter() {
  return buildRouter({ app: 'candidate', pages, layout: CandidateLayout });
}
