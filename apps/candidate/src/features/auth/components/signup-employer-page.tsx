import { SignupForm } from './signup-form.tsx';

/** /signup/employer: the organisation and its first user, pending until program staff approve it. */
export default function SignupEmployerPage() {
  return <SignupForm userType="employer" />;
}
