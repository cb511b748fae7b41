import type { QueryClient } from '@tanstack/react-query';
import type { paths } from '@tessera/contract/schema';

/** A path of the contract that answers GET. */
export type GetPath = { [P in keyof paths]: paths[P] extends { get: object } ? P : never }[keyof paths];

/**
 * The one TanStack Query key convention of the apps: `['get', <contract path>, ...params]`, the path as the
 * contract spells it (with its `{id}` placeholders) and then what varies (path values, then the query). A
 * query whose function reshapes the answer adds a word after the params (`apiKey('/api/v1/jobs/{id}', id,
 * 'heading')`), so one key always holds one shape. Invalidating `apiKey(path)` reaches every query of that
 * operation; a family of operations is invalidated with `invalidateApi`.
 */
export function apiKey<P extends GetPath, const A extends readonly unknown[]>(path: P, ...params: A): readonly ['get', P, ...A] {
  return ['get', path, ...params] as const;
}

/** Marks every cached answer of these operations stale (each with any params); resolves once the active ones have refetched. */
export function invalidateApi(client: QueryClient, paths: readonly GetPath[]): Promise<unknown> {
  return Promise.all(paths.map((path) => client.invalidateQueries({ queryKey: apiKey(path) })));
}
