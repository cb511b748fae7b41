/** i18n keys of the HTTP helper messages (SPEC §8). */
export const HTTP_UNAUTHORIZED_KEY = 'common:http.unauthorized'; // "You have been Logged out due to Inactivity. Kindly refresh the page."
export const HTTP_NOT_FOUND_KEY = 'common:http.notFound'; // "Server Error. Kindly refresh the page."

/** 401 and 404 have a message; any other status gives '' (nothing to show). */
export function httpStatusMessageKey(status: number): string {
  if (status === 401) return HTTP_UNAUTHORIZED_KEY;
  if (status === 404) return HTTP_NOT_FOUND_KEY;
  return '';
}
