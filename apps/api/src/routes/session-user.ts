import { authenticate } from '../context.ts';
import { impersonationMark } from '../services/impersonation.ts';
import { toReadingProfile } from '@tessera/contract/reading-profile';
import { fullName } from '../services/tokens.ts';
import { typedRoutes } from './typed.ts';
import type { RouteGroup } from './types.ts';

export const sessionUserRoutes: RouteGroup = (ctx) =>
  typedRoutes({
    async getSessionUser(req) {
      const { user, scope } = await authenticate(ctx, req);
      return {
        authenticated: true,
        name: fullName(user),
        email: user.email,
        chat_id: null,
        is_user: user.isUser,
        user_id: user.id,
        role_id: user.isUser ? null : user.roleId,
        is_consent: user.isConsent,
        tenant_name: req.tenant.name,
        user_image: user.userImage,
        is_cananda: user.isCananda,
        billing: user.billing,
        email_verified: user.emailVerified,
        awaiting_consent: user.awaitingConsent,
        impersonation: await impersonationMark(ctx, scope),
        organisation_kind: user.isUser ? null : (scope.organisation?.kind ?? null),
        reading_profile: toReadingProfile(user.readingProfile),
      };
    },
  });
