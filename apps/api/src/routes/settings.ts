// Settings, onboarding and the staff member's day (contract tag "settings"; issue 11 §4).
import { authenticate } from '../context.ts';
import { imageDataUrl, LOGO_MAX_BYTES, PHOTO_MAX_BYTES } from '../services/image-upload.ts';
import {
  dashboardFigures,
  markDashboardSeen,
  onboarding,
  organisationSettings,
  personalSettings,
  requireOrganisationAdmin,
  setLogo,
  setOnboardingDismissed,
  setPhoto,
  staffDay,
  updateOrganisationSettings,
  updatePersonalSettings,
} from '../services/settings.ts';
import { toReadingProfile } from '@tessera/contract/reading-profile';
import { updateReadingProfile } from '../services/reading-profile.ts';
import { requirePermission } from '../scope.ts';
import { typedRoutes } from './typed.ts';
import type { RouteGroup } from './types.ts';

export const settingsRoutes: RouteGroup = (ctx) =>
  typedRoutes({
    async getMySettings(req) {
      const { user } = await authenticate(ctx, req);
      return personalSettings(ctx.db, user, req.tenant.timeZone);
    },

    async updateMySettings(req) {
      const { scope } = await authenticate(ctx, req);
      return personalSettings(ctx.db, await updatePersonalSettings(ctx.db, scope, req.body), req.tenant.timeZone);
    },

    async getMyReadingProfile(req) {
      const { user } = await authenticate(ctx, req);
      return toReadingProfile(user.readingProfile);
    },

    async updateMyReadingProfile(req) {
      const { scope } = await authenticate(ctx, req);
      return updateReadingProfile(ctx.db, scope, req.body);
    },

    async uploadMyPhoto(req) {
      const { scope } = await authenticate(ctx, req);
      const image = imageDataUrl(req.uploads?.file, PHOTO_MAX_BYTES);
      return personalSettings(ctx.db, await setPhoto(ctx.db, scope, image), req.tenant.timeZone);
    },

    async deleteMyPhoto(req) {
      const { scope } = await authenticate(ctx, req);
      return personalSettings(ctx.db, await setPhoto(ctx.db, scope, null), req.tenant.timeZone);
    },

    async getMyOnboarding(req) {
      const { scope } = await authenticate(ctx, req);
      return onboarding(ctx.db, scope);
    },

    async updateMyOnboarding(req) {
      const { scope } = await authenticate(ctx, req);
      const user = await setOnboardingDismissed(ctx.db, scope, req.body.dismissed);
      return onboarding(ctx.db, { ...scope, user });
    },

    async getMyDay(req) {
      const scope = await requirePermission(ctx, req, 'applications.read');
      return staffDay(ctx.db, scope);
    },

    async getMyDashboard(req) {
      const scope = await requirePermission(ctx, req, 'applications.read');
      return dashboardFigures(ctx.db, scope);
    },

    async markDashboardSeen(req, reply) {
      const scope = await requirePermission(ctx, req, 'applications.read');
      await markDashboardSeen(ctx.db, scope);
      return reply.code(204).send();
    },

    async getMyOrganisationSettings(req) {
      const { scope } = await authenticate(ctx, req);
      return organisationSettings(ctx.db, await requireOrganisationAdmin(ctx.db, scope));
    },

    async updateMyOrganisationSettings(req) {
      const { scope } = await authenticate(ctx, req);
      const org = await requireOrganisationAdmin(ctx.db, scope);
      return organisationSettings(ctx.db, await updateOrganisationSettings(ctx.db, org, req.body));
    },

    async uploadOrganisationLogo(req) {
      const { scope } = await authenticate(ctx, req);
      const org = await requireOrganisationAdmin(ctx.db, scope);
      const logo = imageDataUrl(req.uploads?.file, LOGO_MAX_BYTES);
      return organisationSettings(ctx.db, await setLogo(ctx.db, org, logo));
    },

    async deleteOrganisationLogo(req) {
      const { scope } = await authenticate(ctx, req);
      const org = await requireOrganisationAdmin(ctx.db, scope);
      return organisationSettings(ctx.db, await setLogo(ctx.db, org, null));
    },
  });
