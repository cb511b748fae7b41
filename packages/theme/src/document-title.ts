/**
 * document.title has two writers that finish in no fixed order: the tenant theme (fetched at start)
 * and the page shown (a lazy page, which may render before or after the theme arrives). Each records
 * its part on <html> and the title is recomposed from both, so the last writer never erases the other:
 * "<page> · <tenant title>", or whichever part is known.
 */
const PAGE = 'pageTitle';
const TENANT = 'tenantTitle';

export function composeTitle(page: string | undefined, tenant: string | undefined): string {
  const p = page?.trim() ?? '';
  const t = tenant?.trim() ?? '';
  if (p && t && p !== t) return `${p} · ${t}`;
  return p || t;
}

function refresh(doc: Document): void {
  const data = doc.documentElement.dataset;
  const title = composeTitle(data[PAGE], data[TENANT]);
  if (title) doc.title = title;
}

/** The tenant's part (theme.title). */
export function setTenantTitle(title: string, doc: Document = document): void {
  doc.documentElement.dataset[TENANT] = title;
  refresh(doc);
}

/** The current page's part. Returns a function that removes it again (if it is still this page's). */
export function setPageTitle(title: string, doc: Document = document): () => void {
  const data = doc.documentElement.dataset;
  data[PAGE] = title;
  refresh(doc);
  return () => {
    if (data[PAGE] !== title) return;
    Reflect.deleteProperty(data, PAGE);
    refresh(doc);
  };
}
