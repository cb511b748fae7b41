import { SignupForm } from './signup-form.tsx';

/** /signup/nonProfitPartner: the organisation and its first user, pending until program staff approve it. */
export default function SignupNonProfitPage() {
  return <SignupForm userType="nonprofit_partner" />;
}
