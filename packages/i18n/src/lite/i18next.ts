// The part of i18next the three apps use, in a few kilobytes (issue 9 §4): the apps' build puts this
// module in place of `i18next` (packages/vite-config/src/app-config.js), so the first page does not carry
// i18next's 17 KB. It follows i18next 26's rules for everything the apps and their locale files use —
// namespaces (`ns:key`, the fallback namespace), the fallback language, plurals (`_zero`, then the
// Intl.PluralRules form, then the key itself), `_context`, `{{variables}}` with default variables and
// `{{- raw}}`, `defaultValue`, `returnObjects`, `lng`, the backend with its retries, languageChanged — and
// nothing else (no nesting, no formatters, no post-processors, no detector). lite.test.ts holds it to
// i18next's own answers for every key of every locale file.
/* eslint-disable @typescript-eslint/no-explicit-any, @typescript-eslint/no-unsafe-assignment, @typescript-eslint/no-unsafe-member-access, @typescript-eslint/no-unsafe-call, @typescript-eslint/no-unsafe-argument, @typescript-eslint/no-unsafe-return -- a stand-in for i18next's loosely typed API, which any instance (tests pass i18next's own) must fit; lite.test.tsx holds it to i18next's answers */

type Listener = (...args: any[]) => void;
type Callback = (error?: unknown, t?: TFunctionLite) => void;
export type TFunctionLite = (key: string | string[], options?: any, more?: any) => any;

interface Plugin {
  type: string;
  init?: (...args: any[]) => void;
  read?: (language: string, namespace: string, callback: (error: unknown, data?: unknown) => void) => void;
}

const isString = (v: unknown): v is string => typeof v === 'string';
const toArray = <T>(v: T | T[] | undefined | null | false): T[] =>
  v === undefined || v === null || v === false ? [] : Array.isArray(v) ? v : [v];
// i18next's makeString: an object reads as [object Object], as there.
// eslint-disable-next-line @typescript-eslint/no-base-to-string
const makeString = (v: unknown) => (v == null ? '' : String(v));
const own = (o: any, k: string) => Object.prototype.hasOwnProperty.call(o, k);

/** i18next's `deepFind`: a path of keys, where a key may itself hold the separator. */
function deepFind(obj: any, path: string): any {
  if (!obj) return undefined;
  if (obj[path]) return own(obj, path) ? obj[path] : undefined;
  const tokens = path.split('.');
  let current = obj;
  for (let i = 0; i < tokens.length;) {
    if (!current || typeof current !== 'object') return undefined;
    let next: any;
    let nextPath = '';
    for (let j = i; j < tokens.length; ++j) {
      if (j !== i) nextPath += '.';
      nextPath += tokens[j] ?? '';
      next = current[nextPath];
      if ((typeof next === 'function' || nextPath === '__proto__') && !own(current, nextPath)) next = undefined;
      if (next !== undefined) {
        if (['string', 'number', 'boolean'].includes(typeof next) && j < tokens.length - 1) continue;
        i += j - i + 1;
        break;
      }
    }
    current = next;
  }
  return current;
}

/** i18next's `getPath`: own properties only. */
function getPath(obj: any, path: string[]): any {
  let current = obj;
  for (const k of path) {
    if (!current || typeof current !== 'object' || !own(current, k)) return undefined;
    current = current[k];
  }
  return current;
}

const lookupValue = (data: any, key: string) => {
  const v = getPath(data, key.split('.'));
  return v == null ? (deepFind(data, key) ?? v) : v;
};

/** i18next's test for a key that is really a sentence ("Hello, world: hi") rather than `ns:key`. */
function looksLikeObjectPath(key: string) {
  const r = /( |,|\?|!|;)/;
  if (!r.test(key)) return true;
  const ki = key.indexOf('.');
  return ki > 0 && !r.test(key.substring(0, ki));
}

const hasOptionsDefaults = {
  ns: ['translation'],
  defaultNS: ['translation'],
  fallbackLng: ['dev'],
  fallbackNS: false,
  supportedLngs: false,
  returnNull: false,
  returnEmptyString: true,
  initAsync: true,
};

export function createInstance(initial: Record<string, any> = {}): any {
  const listeners = new Map<string, Set<Listener>>();
  const data: Record<string, Record<string, any>> = {};
  /** `${language}|${namespace}`: 1 loading, 2 loaded, -1 failed. */
  const state: Record<string, number> = {};
  const waiting = new Map<string, Array<() => void>>();
  const rules = new Map<string, Intl.PluralRules>();
  const thirdParty: Plugin[] = [];
  let backend: Plugin | null = null;
  let changingTo: string | undefined;

  const emit = (event: string, ...args: any[]) => {
    for (const fn of [...(listeners.get(event) ?? [])]) fn(...args);
  };

  const supported = (code: string) => {
    const list = inst.options.supportedLngs;
    return !list || list.includes(code);
  };
  /** The languages a text is looked up in: the language, then the fallback (i18next's load: 'currentOnly'). */
  const hierarchy = (code: string | undefined): string[] => {
    const codes: string[] = [];
    for (const c of [code, ...toArray(inst.options.fallbackLng)]) if (c && supported(c) && !codes.includes(c)) codes.push(c);
    return codes;
  };

  const rule = (code: string) => {
    let r = rules.get(code);
    if (!r) {
      r = new Intl.PluralRules(code === 'dev' ? 'en' : code.replace(/_/g, '-'));
      rules.set(code, r);
    }
    return r;
  };

  const hasBundle = (lng: string, ns: string) => data[lng]?.[ns] !== undefined;
  /** i18next's store: a shallow merge, or with `deep` a deep one that replaces texts only with `overwrite`. */
  const addBundle = (lng: string, ns: string, resources: any, deep = false, overwrite = false) => {
    const byLng = (data[lng] ??= {});
    const copy = JSON.parse(JSON.stringify(resources));
    if (!deep) {
      byLng[ns] = { ...(byLng[ns] ?? {}), ...copy };
      return;
    }
    const extend = (target: any, source: any) => {
      for (const prop in source) {
        if (prop === '__proto__' || prop === 'constructor') continue;
        if (!(prop in target)) target[prop] = source[prop];
        else if (isString(target[prop]) || isString(source[prop])) {
          if (overwrite) target[prop] = source[prop];
        } else extend(target[prop], source[prop]);
      }
    };
    extend((byLng[ns] ??= {}), copy);
  };

  const finish = (name: string, result: number) => {
    state[name] = result;
    const queue = waiting.get(name) ?? [];
    waiting.delete(name);
    for (const done of queue) done();
  };
  /** Reads one file through the backend, trying again (350 ms, doubling, 5 times) when it says so. */
  const read = (lng: string, ns: string, tried = 0, wait = 350) => {
    const name = `${lng}|${ns}`;
    backend?.read?.(lng, ns, (error: unknown, bundle?: unknown) => {
      // A failed read's second argument says whether trying again may help.
      if (error && bundle && tried < 5) {
        setTimeout(() => read(lng, ns, tried + 1, wait * 2), wait);
        return;
      }
      if (!error && bundle) addBundle(lng, ns, bundle);
      // Failed for good (-1), or failed where a later load may try again (0).
      finish(name, error ? (bundle ? 0 : -1) : 2);
    });
  };
  /** Loads every namespace of options.ns for `lng` and its fallback, then calls `done`. */
  const loadResources = (lng: string | undefined, done: () => void) => {
    if (!lng || !backend || (inst.options.resources && !inst.options.partialBundledLanguages)) {
      done();
      return;
    }
    const pending: string[] = [];
    for (const code of hierarchy(lng)) {
      for (const ns of inst.options.ns as string[]) {
        const name = `${code}|${ns}`;
        if (state[name] === 2 || state[name] === -1) continue;
        if (hasBundle(code, ns) && state[name] !== 1) {
          state[name] = 2;
          continue;
        }
        pending.push(name);
      }
    }
    if (pending.length === 0) {
      done();
      return;
    }
    let left = pending.length;
    const one = () => {
      left -= 1;
      if (left === 0) done();
    };
    for (const name of pending) {
      const queue = waiting.get(name) ?? [];
      queue.push(one);
      waiting.set(name, queue);
      if (state[name] === 1) continue;
      state[name] = 1;
      const [code, ns] = name.split('|') as [string, string];
      read(code, ns);
    }
  };

  const setLanguage = (lng: string) => {
    inst.language = lng;
    inst.languages = hierarchy(lng);
    if (!inst.languages.includes(lng)) inst.languages.unshift(lng);
    inst.resolvedLanguage = undefined;
    for (const l of inst.languages) {
      const some = data[l] && Object.values(data[l]).some((bundle) => bundle && Object.keys(bundle).length > 0);
      if (some) {
        inst.resolvedLanguage = l;
        break;
      }
    }
  };

  const isValid = (res: unknown) =>
    res !== undefined && !(!inst.options.returnNull && res === null) && !(!inst.options.returnEmptyString && res === '');

  const interpolate = (text: string, vars: Record<string, any>, options: Record<string, any>) => {
    let str = text;
    const passes: Array<[RegExp, boolean]> = [
      [/\{\{-(.+?)\}\}/g, true],
      [/\{\{(.+?)\}\}/g, false],
    ];
    const unescaped: Array<[number, number]> = [];
    let shift = 0;
    for (const [regex, raw] of passes) {
      let replaces = 0;
      let match: RegExpExecArray | null;
      while ((match = regex.exec(str))) {
        const at = match.index - shift;
        const written = unescaped.find(([start, end]) => at >= start && at < end);
        if (written) {
          regex.lastIndex = written[1] + shift;
          continue;
        }
        const name = (match[1] ?? '').trim();
        let value = lookupValue(vars, name);
        if (value === undefined) {
          if (own(options, name)) value = '';
          else continue;
        }
        const safe = makeString(value);
        str = str.slice(0, match.index) + safe + str.slice(match.index + match[0].length);
        if (raw) unescaped.push([match.index, match.index + safe.length]);
        else shift += safe.length - match[0].length;
        regex.lastIndex += safe.length - match[0].length;
        if (++replaces >= 1000) break;
      }
    }
    return str;
  };

  const extract = (key: string, opt: Record<string, any>) => {
    let namespaces: string[] = toArray(opt.ns ?? inst.options.defaultNS);
    if (key.includes(':') && looksLikeObjectPath(key)) {
      const parts = key.split(':');
      namespaces = [parts.shift() ?? ''];
      key = parts.join('.');
    }
    return { key, namespaces };
  };

  const resolve = (keys: string[], opt: Record<string, any>) => {
    let found: any;
    let usedKey: string | undefined;
    for (const k of keys) {
      if (isValid(found)) break;
      const { key, namespaces } = extract(k, opt);
      usedKey = key;
      const all = namespaces.concat(toArray(inst.options.fallbackNS));
      const plural = opt.count !== undefined && !isString(opt.count);
      const zero = plural && opt.count === 0;
      const context = opt.context !== undefined && (isString(opt.context) || typeof opt.context === 'number') && opt.context !== '';
      const codes = hierarchy(opt.lng || inst.language);
      for (const ns of all) {
        if (isValid(found)) break;
        for (const code of codes) {
          if (isValid(found)) break;
          const finalKeys = [key];
          const suffix = plural ? `_${rule(code).select(opt.count)}` : '';
          if (plural) {
            finalKeys.push(key + suffix);
            if (zero) finalKeys.push(`${key}_zero`);
          }
          if (context) {
            const contextKey = `${key}_${opt.context}`;
            finalKeys.push(contextKey);
            if (plural) {
              finalKeys.push(contextKey + suffix);
              if (zero) finalKeys.push(`${contextKey}_zero`);
            }
          }
          let possible: string | undefined;
          while ((possible = finalKeys.pop())) {
            if (!isValid(found)) {
              const bundle = data[code]?.[ns];
              const direct = getPath(bundle, possible.split('.'));
              found = direct || !isString(possible) ? direct : deepFind(bundle, possible);
            }
          }
        }
      }
    }
    return { found, usedKey };
  };

  const translate = (input: string | string[] | null | undefined, options?: any): any => {
    const opt: Record<string, any> = options && typeof options === 'object' ? { ...options } : {};
    if (input == null) return '';
    const keys = toArray(input).map(String);
    const last = keys[keys.length - 1] ?? '';
    const { key } = extract(last, opt);
    const { found, usedKey = key } = resolve(keys, opt);
    let res = found;
    const defaultValue = opt.defaultValue;
    const hasDefault = own(opt, 'defaultValue') || Object.keys(opt).some((k) => k.startsWith('defaultValue_'));
    const forObject = !res && hasDefault ? defaultValue : res;
    const isObject =
      forObject &&
      !isString(forObject) &&
      typeof forObject !== 'boolean' &&
      typeof forObject !== 'number' &&
      typeof forObject !== 'function' &&
      !(forObject instanceof RegExp);
    if (isObject) {
      if (!opt.returnObjects && !inst.options.returnObjects) return `key '${key} (${inst.language})' returned an object instead of string.`;
      const copy: any = Array.isArray(forObject) ? [] : {};
      for (const m in forObject) {
        if (!own(forObject, m)) continue;
        const deepKey = `${usedKey}.${m}`;
        copy[m] = translate(deepKey, {
          ...opt,
          ...(hasDefault && !res ? { defaultValue: undefined } : {}),
          joinArrays: false,
          ns: extract(last, opt).namespaces,
        });
        if (copy[m] === deepKey) copy[m] = forObject[m];
      }
      return copy;
    }
    if (!isValid(res) && hasDefault) res = defaultValue;
    if (!isValid(res)) res = key;
    if (!isString(res) || opt.skipInterpolation) return res;
    const vars = {
      ...(inst.options.interpolation?.defaultVariables ?? {}),
      ...(opt.replace && !isString(opt.replace) ? opt.replace : opt),
    };
    return interpolate(res, vars, opt);
  };

  const inst: any = {
    options: { ...hasOptionsDefaults, ...initial },
    language: undefined as string | undefined,
    languages: [] as string[],
    resolvedLanguage: undefined as string | undefined,
    isInitialized: false,
    services: { backendConnector: { state, backend: null as Plugin | null } },
    store: { data, on() {}, off() {} },
    use(module: Plugin) {
      if (module.type === 'backend') {
        backend = module;
        inst.services.backendConnector.backend = module;
      } else if (module.type === '3rdParty') thirdParty.push(module);
      return inst;
    },
    on(events: string, fn: Listener) {
      for (const event of events.split(' ')) {
        if (!event) continue;
        let set = listeners.get(event);
        if (!set) listeners.set(event, (set = new Set()));
        set.add(fn);
      }
      return inst;
    },
    off(event: string, fn?: Listener) {
      if (fn) listeners.get(event)?.delete(fn);
      else listeners.delete(event);
      return inst;
    },
    emit,
    init(options: Record<string, any> = {}, callback?: Callback) {
      if (typeof options === 'function') {
        callback = options as Callback;
        options = {};
      }
      const o: Record<string, any> = { ...hasOptionsDefaults, ...initial, ...options, interpolation: { ...(options.interpolation ?? {}) } };
      if (isString(o.ns)) o.ns = [o.ns];
      if (!options.defaultNS && options.defaultNS !== false && options.ns)
        o.defaultNS = isString(options.ns) ? options.ns : options.ns.includes('translation') ? o.defaultNS : options.ns[0];
      o.ns = [...toArray(o.ns)];
      inst.options = o;
      if (o.resources)
        for (const [lng, bundles] of Object.entries(o.resources as Record<string, Record<string, any>>))
          for (const [ns, bundle] of Object.entries(bundles)) addBundle(lng, ns, bundle);
      backend?.init?.(inst.services, o.backend, o);
      for (const m of thirdParty) m.init?.(inst);
      let resolveInit!: (t: TFunctionLite) => void;
      const promise = new Promise<TFunctionLite>((ok) => (resolveInit = ok));
      const load = () =>
        inst.changeLanguage(o.lng, (error: unknown) => {
          inst.isInitialized = true;
          emit('initialized', o);
          resolveInit(inst.t);
          callback?.(error, inst.t);
        });
      if (o.resources || !o.initAsync) load();
      else setTimeout(load, 0);
      return promise;
    },
    changeLanguage(lng?: string, callback?: Callback) {
      const target = lng ?? inst.language;
      changingTo = target;
      if (target && !inst.language) setLanguage(target);
      return new Promise<TFunctionLite>((ok) => {
        loadResources(target, () => {
          if (target && changingTo === target) {
            setLanguage(target);
            changingTo = undefined;
            emit('languageChanged', target);
          }
          ok(inst.t);
          callback?.(null, inst.t);
        });
      });
    },
    loadNamespaces(ns: string | string[], callback?: Callback) {
      for (const n of toArray(ns)) if (!inst.options.ns.includes(n)) inst.options.ns.push(n);
      return new Promise<void>((ok) => {
        loadResources(inst.language, () => {
          ok();
          callback?.();
        });
      });
    },
    hasLoadedNamespace(ns: string, options: { lng?: string } = {}) {
      if (!inst.isInitialized || !inst.languages.length) return false;
      const lng = options.lng || inst.resolvedLanguage || inst.languages[0];
      const last = inst.languages[inst.languages.length - 1];
      const notPending = (l: string) => [-1, 0, 2].includes(state[`${l}|${ns}`] as number);
      if (hasBundle(lng, ns)) return true;
      if (!backend || (inst.options.resources && !inst.options.partialBundledLanguages)) return true;
      return notPending(lng) && (!inst.options.fallbackLng || notPending(last));
    },
    hasResourceBundle: hasBundle,
    getResourceBundle: (lng: string, ns: string) => data[lng]?.[ns],
    addResourceBundle(lng: string, ns: string, resources: any, deep?: boolean, overwrite?: boolean) {
      addBundle(lng, ns, resources, deep, overwrite);
      if (!inst.options.ns.includes(ns)) inst.options.ns.push(ns);
      return inst;
    },
    addResources(lng: string, ns: string, resources: Record<string, string>) {
      addBundle(lng, ns, resources, true, true);
      return inst;
    },
    exists(key: string, options?: any) {
      return isValid(resolve(toArray(key), options ?? {}).found);
    },
    t: ((key: string | string[], options?: any, more?: any) => {
      if (isString(options)) options = { ...(more ?? {}), defaultValue: options };
      return translate(key, options);
    }) as TFunctionLite,
    getFixedT(lng?: string | null, ns?: string | string[] | null): TFunctionLite {
      const fixed: TFunctionLite = (key, options, more) => {
        let o = isString(options) ? { ...(more ?? {}), defaultValue: options } : { ...(options ?? {}) };
        o = { ...o, lng: o.lng || lng || undefined, ns: o.ns || ns || undefined };
        if (!o.lng) delete o.lng;
        if (!o.ns) delete o.ns;
        return translate(key, o);
      };
      return fixed;
    },
    dir: () => 'ltr',
    cloneInstance: () => inst,
    createInstance,
  };
  return inst;
}

const i18next = createInstance();
export default i18next;
