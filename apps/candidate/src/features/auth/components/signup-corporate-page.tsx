import { SignupForm } from './signup-form.tsx';

/** /signup/corporatePartner: the organisation and its first user, pending until program staff approve it. */
export default function SignupCorporatePage() {
  return <SignupForm userType="corporate_partner" />;
}
