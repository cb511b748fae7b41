import type { ReactNode } from 'react';

/** What every section form takes from the page that shows it. */
export interface SectionFormCommon {
  onSaved: () => void;
  submitLabel: string;
  actions?: ReactNode;
  /** id of the section heading (the form's accessible name). */
  labelledBy: string;
}
