// The part of react-i18next the apps use (issue 9 §4), for the i18next stand-in of ./i18next.ts: the
// provider, `useTranslation` (react-i18next 17's rules: the first namespace for t(), `ready` once the
// namespaces are loaded, loading them when they are not, a new t and i18n object on `bindI18n` events)
// and `Trans` with named components (`<terms>…</terms>`). The apps' build uses it in place of
// react-i18next (packages/vite-config/src/app-config.js).
/* eslint-disable @typescript-eslint/no-explicit-any, @typescript-eslint/no-unsafe-assignment, @typescript-eslint/no-unsafe-member-access, @typescript-eslint/no-unsafe-call, @typescript-eslint/no-unsafe-argument, @typescript-eslint/no-unsafe-return -- a stand-in for react-i18next's loosely typed API, which any i18next instance (tests pass i18next's own) must fit; lite.test.tsx holds it to react-i18next's output */
import {
  cloneElement,
  createContext,
  createElement,
  Fragment,
  isValidElement,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactElement,
  type ReactNode,
} from 'react';

const isString = (v: unknown): v is string => typeof v === 'string';

let globalI18n: any;
let defaults: Record<string, any> = { bindI18n: 'languageChanged', bindI18nStore: '', useSuspense: true, nsMode: 'default' };

export const I18nContext = createContext<{ i18n?: any; defaultNS?: string | string[] } | undefined>(undefined);

export function getI18n() {
  return globalI18n;
}
export function setI18n(instance: any) {
  globalI18n = instance;
}
export function getDefaults() {
  return defaults;
}
export function setDefaults(options: Record<string, any> = {}) {
  defaults = { ...defaults, ...options };
}

export const initReactI18next = {
  type: '3rdParty' as const,
  init(instance: any) {
    setDefaults(instance.options.react);
    setI18n(instance);
  },
};

export function I18nextProvider({ i18n, defaultNS, children }: { i18n: any; defaultNS?: string | string[]; children?: ReactNode }) {
  const value = useMemo(() => ({ i18n, defaultNS }), [i18n, defaultNS]);
  return createElement(I18nContext.Provider, { value }, children);
}

/** Calls `done` once the instance is initialised (react-i18next's loadedClb). */
function whenInitialized(i18n: any, done: () => void) {
  return () => {
    if (i18n.isInitialized) done();
    else {
      const initialized = () => {
        setTimeout(() => i18n.off('initialized', initialized), 0);
        done();
      };
      i18n.on('initialized', initialized);
    }
  };
}

function hasLoaded(ns: string, i18n: any, lng?: string) {
  if (!i18n.languages?.length) return true;
  return i18n.hasLoadedNamespace(ns, { lng }) as boolean;
}

const dummySubscribe = () => () => {};

export function useTranslation(ns?: string | readonly string[], props: Record<string, any> = {}) {
  const context = useContext(I18nContext);
  const i18n = props.i18n || context?.i18n || globalI18n;
  const options = useMemo(() => ({ ...defaults, ...i18n?.options?.react, ...props }), [i18n, props]);
  const { useSuspense, bindI18n, bindI18nStore } = options;
  const given = ns || context?.defaultNS || i18n?.options?.defaultNS;
  const list: string[] = isString(given) ? [given] : given ? [...given] : ['translation'];
  const namespacesKey = JSON.stringify(list);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- one array per list of names
  const namespaces = useMemo(() => list, [namespacesKey]);

  const revision = useRef(0);
  const subscribe = useCallback(
    (callback: () => void) => {
      if (!i18n) return dummySubscribe();
      const wrapped = () => {
        revision.current += 1;
        callback();
      };
      if (bindI18n) i18n.on(bindI18n, wrapped);
      if (bindI18nStore) i18n.store.on(bindI18nStore, wrapped);
      return () => {
        if (bindI18n) (bindI18n as string).split(' ').forEach((e) => i18n.off(e, wrapped));
        if (bindI18nStore) (bindI18nStore as string).split(' ').forEach((e) => i18n.store.off(e, wrapped));
      };
    },
    [i18n, bindI18n, bindI18nStore],
  );
  const snapshot = useRef<{ t: any; i18n: any; ready: boolean; lng: string; namespaces: string[]; revision: number } | null>(null);
  const getSnapshot = useCallback(() => {
    const ready = !!(i18n.isInitialized || i18n.initializedStoreOnce) && namespaces.every((n) => hasLoaded(n, i18n, props.lng));
    const lng = props.lng || i18n.language;
    const last = snapshot.current;
    if (
      last &&
      last.i18n === i18n &&
      last.ready === ready &&
      last.lng === lng &&
      last.namespaces === namespaces &&
      last.revision === revision.current
    )
      return last;
    const next = {
      t: i18n.getFixedT(lng, options.nsMode === 'fallback' ? namespaces : namespaces[0]),
      i18n,
      ready,
      lng,
      namespaces,
      revision: revision.current,
    };
    snapshot.current = next;
    return next;
  }, [i18n, namespaces, options, props.lng]);
  const [loadCount, setLoadCount] = useState(0);
  const { t, ready } = useSyncExternalStore(subscribe, getSnapshot, getSnapshot);

  useEffect(() => {
    if (!ready && !useSuspense) {
      const onLoaded = () => setLoadCount((c) => c + 1);
      i18n.loadNamespaces(namespaces, whenInitialized(i18n, onLoaded));
    }
  }, [i18n, namespaces, ready, useSuspense, loadCount]);

  // A new i18n object when the language changes, as react-i18next gives, so effects that depend on it run again.
  const wrapper = useRef<{ original: any; lang: string; value: any } | null>(null);
  const lang = `${i18n.language}|${i18n.resolvedLanguage}|${i18n.languages?.join(',')}`;
  if (!wrapper.current || wrapper.current.original !== i18n || wrapper.current.lang !== lang) {
    wrapper.current = {
      original: i18n,
      lang,
      value: Object.create(Object.getPrototypeOf(i18n), Object.getOwnPropertyDescriptors(i18n)),
    };
  }
  const i18nValue = wrapper.current.value;
  const result = useMemo(() => {
    const arr: any = [t, i18nValue, ready];
    arr.t = t;
    arr.i18n = i18nValue;
    arr.ready = ready;
    return arr as [any, any, boolean] & { t: any; i18n: any; ready: boolean };
  }, [t, i18nValue, ready]);

  if (useSuspense && !ready) {
    // Suspense's protocol: the promise of the namespaces.
    // eslint-disable-next-line @typescript-eslint/only-throw-error
    throw new Promise<void>((resolve) =>
      i18n.loadNamespaces(
        namespaces,
        whenInitialized(i18n, () => resolve()),
      ),
    );
  }
  return result;
}

type Components = Record<string, ReactElement> | ReactElement[];

/** `<name>inner</name>` and `<name/>` of a translation, each put into its component; other text as it is. */
function renderTags(text: string, components: Components | undefined): ReactNode[] {
  const out: ReactNode[] = [];
  const tag = /<(\w+)\s*(\/)?>/g;
  let at = 0;
  let match: RegExpExecArray | null;
  while ((match = tag.exec(text))) {
    const [whole, name, selfClosing] = match as unknown as [string, string, string | undefined];
    const component = (components as Record<string, ReactElement> | undefined)?.[name];
    let inner: string | null = null;
    let end = match.index + whole.length;
    if (!selfClosing) {
      const close = `</${name}>`;
      // The matching closing tag, past any nested one of the same name.
      let depth = 1;
      let i = end;
      while (depth > 0) {
        const nextOpen = text.indexOf(`<${name}>`, i);
        const nextClose = text.indexOf(close, i);
        if (nextClose < 0) break;
        if (nextOpen >= 0 && nextOpen < nextClose) {
          depth += 1;
          i = nextOpen + name.length + 2;
        } else {
          depth -= 1;
          if (depth === 0) {
            inner = text.slice(end, nextClose);
            end = nextClose + close.length;
          }
          i = nextClose + close.length;
        }
      }
      if (inner === null) continue;
    }
    if (match.index > at) out.push(text.slice(at, match.index));
    if (component && isValidElement(component)) {
      out.push(cloneElement(component, { key: out.length }, ...(inner === null ? [] : renderTags(inner, components))));
    } else {
      out.push(inner === null ? whole : createElement(Fragment, { key: out.length }, ...renderTags(inner, components)));
    }
    at = end;
    tag.lastIndex = end;
  }
  if (at < text.length) out.push(text.slice(at));
  return out;
}

export interface TransProps {
  i18nKey: string;
  t?: (key: string, options?: any) => string;
  i18n?: any;
  ns?: string | string[];
  values?: Record<string, unknown>;
  components?: Components;
  defaults?: string;
  tOptions?: Record<string, unknown>;
  count?: number;
}

export function Trans({ i18nKey, t, i18n, ns, values, components, defaults: defaultValue, tOptions, count }: TransProps) {
  const context = useContext(I18nContext);
  const instance = i18n || context?.i18n || globalI18n;
  const translate = t ?? instance?.getFixedT(null, ns ?? context?.defaultNS ?? instance?.options?.defaultNS);
  const text: string = translate
    ? translate(i18nKey, {
        ...tOptions,
        ...values,
        ...(count !== undefined ? { count } : {}),
        ...(defaultValue !== undefined ? { defaultValue } : {}),
      })
    : i18nKey;
  return createElement(Fragment, null, ...renderTags(text, components));
}
