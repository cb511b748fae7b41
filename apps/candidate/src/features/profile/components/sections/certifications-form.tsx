import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Profile } from '../../api/get-my-profile.ts';
import { TermListField } from '../term-list-field.tsx';
import { SectionForm } from './section-form.tsx';
import type { SectionFormCommon } from './types.ts';

export function CertificationsForm({ profile, onSaved, submitLabel, actions, labelledBy }: SectionFormCommon & { profile: Profile }) {
  const { t } = useTranslation('profile');
  const [certifications, setCertifications] = useState(profile.certifications);
  return (
    <SectionForm collect={() => ({ certifications })} onSaved={onSaved} submitLabel={submitLabel} actions={actions} labelledBy={labelledBy}>
      <TermListField
        label={t('certifications.label')}
        hint={t('certifications.hint')}
        values={certifications}
        onChange={setCertifications}
        maxItems={50}
      />
    </SectionForm>
  );
}
