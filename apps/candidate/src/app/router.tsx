import { buildRouter, type PageMap } from '@tessera/ui/build-router';

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
  '/forgotPassword': () => import('../features/auth/components/forgot-password-page.tsx'),
  '/confirmPasswordReset': () => import('../features/auth/components/confirm-reset-page.tsx'),
  '/passwordResetDone': () => import('../features/auth/components/reset-done-page.tsx'),
  '/verifyEmail': () => import('../features/auth/components/verify-email-page.tsx'),
  '/languages': () => import('../features/languages/components/languages-page.tsx'),
  '/unauthorized': () => import('@tessera/ui/unauthorized-page'),
  '/404': () => import('@tessera/ui/not-found-page'),
  '/faq': () => import('../features/faq/components/faq-page.tsx'),
  '/home': () => import('../features/home/components/home-page.tsx'),
  '/application': () => import('../features/applications/components/applications-page.tsx'),
  '/profile': () => import('../features/profile/components/profile-page.tsx'),
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
};

export function createAppRouter() {
  return buildRouter({ app: 'candidate', pages });
}
