import { ImportPage } from './import-page.tsx';

/** /jobs/bulkUpload: an employer's job files become draft jobs (issue 13). */
export default function JobImportPage() {
  return <ImportPage kind="jobs" />;
}
