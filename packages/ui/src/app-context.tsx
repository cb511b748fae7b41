import { createContext, useCallback, useContext } from 'react';
import { useNavigate, type NavigateOptions } from 'react-router';
import { appForPath, type AppName } from '@tessera/routes/manifest';

/** Which app (candidate, console or helpdesk) is rendering; set by buildRouter. */
export const AppNameContext = createContext<AppName>('candidate');

export function useAppName(): AppName {
  return useContext(AppNameContext);
}

/** Does this path belong to another app (so it needs a full page load, DECISIONS 11)? */
export function isOtherApp(current: AppName, path: string): boolean {
  const owner = appForPath(path.split(/[?#]/, 1)[0] ?? '/');
  return owner !== undefined && owner !== current;
}

/**
 * Navigate anywhere: react-router navigation inside this app, a full page load into another app.
 */
export function useGo() {
  const app = useAppName();
  const navigate = useNavigate();
  return useCallback(
    (to: string, options: NavigateOptions = {}): Promise<void> => {
      if (isOtherApp(app, to)) {
        if (options.replace) window.location.replace(to);
        else window.location.assign(to);
        return Promise.resolve();
      }
      return Promise.resolve(navigate(to, options));
    },
    [app, navigate],
  );
}
