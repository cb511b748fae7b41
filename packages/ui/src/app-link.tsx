import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { Link } from 'react-router';
import { isOtherApp, useAppName } from './app-context.tsx';

export interface AppLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: string;
  children: ReactNode;
}

/** A link that uses client navigation inside the app and a plain anchor (full load) across apps. */
export function AppLink({ to, children, ...rest }: AppLinkProps) {
  const app = useAppName();
  if (isOtherApp(app, to)) {
    return (
      <a href={to} {...rest}>
        {children}
      </a>
    );
  }
  return (
    <Link to={to} {...rest}>
      {children}
    </Link>
  );
}
