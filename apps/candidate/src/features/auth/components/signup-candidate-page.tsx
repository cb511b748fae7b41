import { SignupForm } from './signup-form.tsx';

/** /signup/candidate */
export default function SignupCandidatePage() {
  return <SignupForm userType="candidate" />;
}
