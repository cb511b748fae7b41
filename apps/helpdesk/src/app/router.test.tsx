import { describe, expect, it } from 'vitest';
import { buildRoutes } from '@tessera/ui/build-router';
import { pages } from './router.tsx';

describe('helpdesk router', () => {
  it('routes /helpdesk and /helpdeskChat (role 6) to the one helpdesk page; anything else falls through', async () => {
    const [shell] = buildRoutes({ app: 'helpdesk', pages });
    expect(shell?.children?.map((r) => r.path)).toEqual(['/helpdesk', '/helpdeskChat', '*']);
    const [queue, chat] = await Promise.all([pages['/helpdesk']?.(), pages['/helpdeskChat']?.()]);
    expect(queue?.default).toBeTypeOf('function');
    expect(chat?.default).toBe(queue?.default);
  });
});
