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
  '/home': () => import('../features/home/components/home-page.tsx'),
  '/application': () => import('../features/applications/components/applications-page.tsx'),
};

export function createAppRouter() {
  return buildRouter({ app: 'candidate', pages });
}
