// Feedback: the floating widget's rating (guests and signed-in users), career-connector feedback
// (signed-in users) and the staff lists of both (admin, concierge_member, program_manager).
import { authenticate, publicOrigin, requestLanguage, type User } from '../context.ts';
import { fieldError, throttled } from '../errors.ts';
import {
  answerFeedback,
  feedbackLimits,
  isValidGuestEmail,
  listCareerFeedback,
  listNsatFeedback,
  storeCareerFeedback,
  storeNsatFeedback,
} from '../services/feedback.ts';
import { take } from '../services/rate-limit.ts';
import { requirePermission } from '../scope.ts';
import { paging } from '../services/staff-views.ts';
import { typedRoutes, type TypedRequest } from './typed.ts';
import { clientAddress, type RouteGroup } from './types.ts';

const INVALID_EMAIL = 'Please enter a valid email!';

export const feedbackRoutes: RouteGroup = (ctx) => {
  /** Staff who read feedback answer it (services/feedback.ts answerFeedback). */
  async function answer<K extends 'nsat' | 'career'>(req: TypedRequest<'answerNsatFeedback' | 'answerCareerFeedback'>, kind: K) {
    const { user: staff } = await requirePermission(ctx, req, 'feedback.read');
    const text = req.body.answer.trim();
    if (text === '') throw fieldError('answer', 'This field may not be blank.');
    const id = Number(req.params.id);
    return { kind, id, tenant: { id: req.tenant.id, name: req.tenant.name }, staffId: staff.id, text, origin: publicOrigin(req) };
  }

  return typedRoutes({
    async submitNsatFeedback(req, reply) {
      const { body } = req;
      // A bearer token makes it the user's feedback; a token that fails is a 401, never a guest.
      const user: User | null = req.headers.authorization ? (await authenticate(ctx, req)).user : null;
      let email: string | null = null;
      if (!user) {
        email = (body.user_email ?? '').trim();
        if (email === '') throw fieldError('user_email', 'This field is required.');
        if (!isValidGuestEmail(email)) throw fieldError('user_email', INVALID_EMAIL);
      }
      const limit = user ? feedbackLimits.nsatUser : feedbackLimits.nsatGuest;
      const key = user ? String(user.id) : clientAddress(req);
      const { wait } = await take(ctx.db, req.tenant.id, [limit, key]);
      if (wait !== null) throw throttled(wait, 'feedback messages');
      await storeNsatFeedback(ctx.db, req.tenant.id, {
        userId: user?.id ?? null,
        email,
        rating: Number(body.rating) as -1 | 0 | 1,
        feed: (body.feed ?? '').trim(),
        page: (body.page ?? '').trim(),
        // The widget sends the interface language; a guest's answer is emailed in it.
        language: requestLanguage(req),
      });
      reply.code(201);
      return { detail: 'Thank you for sharing your feedback with us.' };
    },

    async submitCareerFeedback(req, reply) {
      const { user } = await authenticate(ctx, req);
      const { body } = req;
      const description = body.description.trim();
      if (description === '') throw fieldError('description', 'This field may not be blank.');
      const { wait } = await take(ctx.db, req.tenant.id, [feedbackLimits.career, String(user.id)]);
      if (wait !== null) throw throttled(wait, 'feedback messages');
      await storeCareerFeedback(ctx.db, req.tenant.id, {
        userId: user.id,
        feedbackType: body.feedback_type,
        description,
        page: (body.page ?? '').trim(),
      });
      reply.code(201);
      return { detail: 'Thank you. Your feedback was sent.' };
    },

    async listNsatFeedback(req) {
      await requirePermission(ctx, req, 'feedback.read');
      const q = req.query;
      return listNsatFeedback(ctx.db, req.tenant.id, { rating: q.rating }, paging(q));
    },

    async listCareerFeedback(req) {
      await requirePermission(ctx, req, 'feedback.read');
      const q = req.query;
      return listCareerFeedback(ctx.db, req.tenant.id, { feedbackType: q.feedback_type }, paging(q));
    },

    async answerNsatFeedback(req) {
      return answerFeedback(ctx, await answer(req, 'nsat'));
    },

    async answerCareerFeedback(req) {
      return answerFeedback(ctx, await answer(req, 'career'));
    },
  });
};
