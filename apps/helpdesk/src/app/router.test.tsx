import { describe, expect, it } from 'vitest';
import { buildRoutes } from '@tessera/ui/build-router';
import { pages } from './router.tsx';

describe('helpdesk router', () => {
  it('routes no page yet: every path falls through to the not-found page', () => {
    const [shell] = buildRoutes({ app: 'helpdesk', pages });
    expect(shell?.children?.map((r) => r.path)).toEqual(['*']);
  });
});
