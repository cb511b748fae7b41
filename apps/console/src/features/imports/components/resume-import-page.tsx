import { ImportPage } from './import-page.tsx';

/** /jobSeekers/bulkUpload: a partner's résumés become linked job seekers (issue 13). */
export default function ResumeImportPage() {
  return <ImportPage kind="resumes" />;
}
