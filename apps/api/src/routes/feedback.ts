// Feedback: the floating widget's rating (guests and signed-in users), career-connector feedback
// (signed-in users) and the staff lists of both (admin, concierge_member, program_manager).
import type { FastifyRequest } from 'fastify';
import { authenticate, type User } from '../context.ts';
import type { CareerFeedbackType } from '../db/schema.ts';
import { fieldError, throttled } from '../errors.ts';
import {
  answerFeedback,
  FEEDBACK_READERS,
  feedbackLimits,
  isValidGuestEmail,
  listCareerFeedback,
  listNsatFeedback,
  storeCareerFeedback,
  storeNsatFeedback,
} from '../services/feedback.ts';
import { blockedFor, record } from '../services/rate-limit.ts';
import { requireStaff } from '../services/staff-access.ts';
import { paging } from '../services/staff-views.ts';
import { requestLanguage } from './seeker.ts';
import { clientAddress, type RouteGroup } from './types.ts';

interface NsatBody {
  rating: '-1' | '0' | '1';
  feed?: string;
  page?: string;
  user_email?: string;
}
interface CareerBody {
  feedback_type: CareerFeedbackType;
  description: string;
  page?: string;
}
interface PagingQuery {
  page?: number;
  page_size?: number;
}
interface AnswerBody {
  answer: string;
}

const INVALID_EMAIL = 'Please enter a valid email!';

export const feedbackRoutes: RouteGroup = (ctx) => {
  /** Staff who read feedback answer it (services/feedback.ts answerFeedback). */
  async function answer(req: FastifyRequest, kind: 'nsat' | 'career') {
    const staff = await requireStaff(ctx, req, FEEDBACK_READERS);
    const text = (req.body as AnswerBody).answer.trim();
    if (text === '') throw fieldError('answer', 'This field may not be blank.');
    const id = Number((req.params as { id: number }).id);
    return answerFeedback(ctx, { kind, id, tenant: { id: req.tenant.id, name: req.tenant.name }, staffId: staff.id, text });
  }

  return {
    async submitNsatFeedback(req, reply) {
      const body = req.body as NsatBody;
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
      const wait = await blockedFor(ctx.db, req.tenant.id, limit, key);
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
      await record(ctx.db, req.tenant.id, limit, key);
      return reply.code(201).send({ detail: 'Thank you for sharing your feedback with us.' });
    },

    async submitCareerFeedback(req, reply) {
      const { user } = await authenticate(ctx, req);
      const body = req.body as CareerBody;
      const description = body.description.trim();
      if (description === '') throw fieldError('description', 'This field may not be blank.');
      const wait = await blockedFor(ctx.db, req.tenant.id, feedbackLimits.career, String(user.id));
      if (wait !== null) throw throttled(wait, 'feedback messages');
      await storeCareerFeedback(ctx.db, req.tenant.id, {
        userId: user.id,
        feedbackType: body.feedback_type,
        description,
        page: (body.page ?? '').trim(),
      });
      await record(ctx.db, req.tenant.id, feedbackLimits.career, String(user.id));
      return reply.code(201).send({ detail: 'Thank you. Your feedback was sent.' });
    },

    async listNsatFeedback(req) {
      await requireStaff(ctx, req, FEEDBACK_READERS);
      const q = req.query as PagingQuery & { rating?: -1 | 0 | 1 };
      return listNsatFeedback(ctx.db, req.tenant.id, { rating: q.rating }, paging(q));
    },

    async listCareerFeedback(req) {
      await requireStaff(ctx, req, FEEDBACK_READERS);
      const q = req.query as PagingQuery & { feedback_type?: CareerFeedbackType };
      return listCareerFeedback(ctx.db, req.tenant.id, { feedbackType: q.feedback_type }, paging(q));
    },

    async answerNsatFeedback(req) {
      return answer(req, 'nsat');
    },

    async answerCareerFeedback(req) {
      return answer(req, 'career');
    },
  };
};
