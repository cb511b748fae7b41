// The typed route pattern: these lines are checked by `tsc` (pnpm typecheck); a handler that reads a
// field the contract lacks or answers an undeclared shape must not compile (@ts-expect-error fails
// the type check when the line it marks compiles).
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { Body, Params, Reply, SuccessReply } from './typed.ts';
import { typedRoutes } from './typed.ts';

describe('typed routes', () => {
  it('read bodies, params and answers from the generated contract types', () => {
    expectTypeOf<Body<'obtainToken'>>().toEqualTypeOf<{ username: string; password: string }>();
    expectTypeOf<Body<'googleLogin'>>().toEqualTypeOf<{ access_token: string; id_token?: string }>();
    expectTypeOf<Params<'getTranslation'>>().toEqualTypeOf<{ language: 'en' | 'fr' | 'esp' }>();
    expectTypeOf<Reply<'obtainToken', 200>>().toEqualTypeOf<{ access: string; refresh: string }>();
    expectTypeOf<Reply<'obtainToken', 401>>().toEqualTypeOf<{ detail: string }>();
    expectTypeOf<SuccessReply<'register'>>().toEqualTypeOf<Reply<'register', 201>>();
  });

  it('refuse handlers that stray from the contract', async () => {
    const routes = typedRoutes({
      async obtainToken(req) {
        // @ts-expect-error the contract's TokenRequest has no "email"
        void req.body.email; // eslint-disable-line @typescript-eslint/no-meaningless-void-operator -- the read @ts-expect-error is about
        return { access: req.body.username, refresh: req.body.password };
      },
      // @ts-expect-error getHealth answers {status: 'ok'}, not {status: 'up'}
      async getHealth() {
        return { status: 'up' };
      },
    });
    expect(Object.keys(routes)).toEqual(['obtainToken', 'getHealth']);
    const answer = await (routes.obtainToken as unknown as (req: { body: { username: string; password: string } }) => Promise<unknown>)({
      body: { username: 'u', password: 'p' },
    });
    expect(answer).toEqual({ access: 'u', refresh: 'p' });
  });
});
