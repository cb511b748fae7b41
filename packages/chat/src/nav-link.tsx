import type { MouseEvent, ReactNode } from 'react';

/**
 * A real link (it works with a new tab, copy link, and without JavaScript) whose plain click goes
 * through the app's navigation, so moving inside one app keeps the page (and the chat) in place.
 */
export function NavLink({
  to,
  navigate,
  onFollow,
  className,
  children,
}: {
  to: string;
  navigate: (to: string) => void;
  onFollow?: () => void;
  className?: string;
  children: ReactNode;
}) {
  const onClick = (e: MouseEvent<HTMLAnchorElement>) => {
    if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    onFollow?.();
    navigate(to);
  };
  return (
    <a href={to} className={className} onClick={onClick}>
      {children}
    </a>
  );
}
