import { SignupForm } from './signup-form.tsx';

/** /signup/skilling: the organisation and its first user, pending until program staff approve it. */
export default function SignupSkillingPage() {
  return <SignupForm userType="skilling_partner" />;
}
