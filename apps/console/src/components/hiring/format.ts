/** "Atlanta, GA, United States" from the parts that are filled in. */
export function placeText(...parts: (string | null | undefined)[]): string {
  return parts
    .map((p) => (p ?? '').trim())
    .filter(Boolean)
    .join(', ');
}
