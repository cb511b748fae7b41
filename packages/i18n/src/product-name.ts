import type { i18n as I18n } from 'i18next';

/** The product's own name, used until the tenant's theme says its name. */
export const PRODUCT_NAME = 'Tessera';

/** The event react-i18next listens to (beside languageChanged) to render texts again with the new name. */
export const PRODUCT_CHANGED_EVENT = 'productChanged';

/**
 * Sets the name `{{product}}` stands for in every text (the tenant's title, so acme's pages say
 * "Acme Careers", never "Tessera") and renders the texts again.
 */
export function setProductName(i18n: I18n, name: string | null | undefined): void {
  // An instance that is not initialised (no provider in a test) has nothing to change; i18next's types
  // say `options` is always there, which holds only after init.
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition
  if (!i18n.options) return;
  const product = name?.trim() || PRODUCT_NAME;
  const interpolation = (i18n.options.interpolation ??= {});
  if (interpolation.defaultVariables?.product === product) return;
  interpolation.defaultVariables = { ...interpolation.defaultVariables, product };
  i18n.emit(PRODUCT_CHANGED_EVENT, product);
}
