import { createContext, useContext } from 'react';
import type { SocketFactory } from '@tessera/chat/chat-connection';

/** How the helpdesk pages open WebSockets: the browser's by default; tests hand in a fake. */
export const SocketFactoryContext = createContext<SocketFactory | undefined>(undefined);

export function useSocketFactory(): SocketFactory | undefined {
  return useContext(SocketFactoryContext);
}
