import { useSyncExternalStore } from 'react';

/**
 * Lets any page open the help chat (the /faq page's "Open the help chat"): one widget is mounted per page
 * by the shell and listens here.
 */
let requests = 0;
const listeners = new Set<() => void>();

export function openHelpChat(): void {
  requests += 1;
  for (const l of listeners) l();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Grows by one with each request to open the chat. */
export function useHelpChatOpenRequests(): number {
  return useSyncExternalStore(
    subscribe,
    () => requests,
    () => 0,
  );
}
