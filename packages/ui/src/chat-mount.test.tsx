import { describe, expect, it } from 'vitest';
import { isConciergeChatPage } from './chat-mount.tsx';

describe('isConciergeChatPage', () => {
  it('hides the help chat only on the helpdesk app pages where concierges answer chats', () => {
    expect(isConciergeChatPage('helpdesk', '/helpdesk')).toBe(true);
    expect(isConciergeChatPage('helpdesk', '/helpdeskChat')).toBe(true);
    expect(isConciergeChatPage('helpdesk', '/helpdeskchat/')).toBe(true);
    expect(isConciergeChatPage('helpdesk', '/dashboard')).toBe(false);
    expect(isConciergeChatPage('candidate', '/faq')).toBe(false);
    expect(isConciergeChatPage('console', '/jobs')).toBe(false);
  });
});
