import { SignupForm } from './signup-form.tsx';

/** /signup/employer */
export default function SignupEmployerPage() {
  return <SignupForm userType="employer" />;
}
