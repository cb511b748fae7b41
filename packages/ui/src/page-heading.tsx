import { useEffect, useRef, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { setPageTitle } from '@tessera/theme/document-title';

export interface PageHeadingProps {
  children: ReactNode;
  /** Sets document.title to "<text> · <tenant title>" when given. */
  title?: string;
}

/**
 * The page's single h1. On every in-app navigation focus moves here so screen-reader and keyboard
 * users start at the new content instead of the top of the shell.
 */
export function PageHeading({ children, title }: PageHeadingProps) {
  const ref = useRef<HTMLHeadingElement>(null);
  const { pathname } = useLocation();
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    // First load keeps focus at the top of the document (the skip link stays the first stop).
    if (window.history.state && (window.history.state as { idx?: number }).idx === 0) return;
    el.focus({ preventScroll: false });
  }, [pathname]);
  useEffect(() => {
    if (!title) return;
    // Composed with the tenant title, whichever of the two is written last (see document-title.ts).
    return setPageTitle(title);
  }, [title]);
  return (
    <h1 ref={ref} tabIndex={-1} id="page-heading">
      {children}
    </h1>
  );
}
