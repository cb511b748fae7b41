import { useTranslation } from 'react-i18next';
import { z } from '@tessera/forms/zod';
import { updateMyProfile } from '@tessera/contract/request-schemas';
import { contractShape } from '@tessera/forms/contract-schema';
import { useContractForm } from '@tessera/forms/form';
import type { Profile } from '../../api/get-my-profile.ts';
import { TermListField } from '../term-list-field.tsx';
import { SectionForm } from './section-form.tsx';
import { termCharacters } from './skills-form.tsx';
import type { SectionFormCommon } from './types.ts';

const schema = z.object({ certifications: contractShape(updateMyProfile).certifications });

export function CertificationsForm({ profile, onSaved, submitLabel, actions, labelledBy }: SectionFormCommon & { profile: Profile }) {
  const { t } = useTranslation('profile');
  const form = useContractForm({ schema, defaultValues: { certifications: profile.certifications } });
  return (
    <SectionForm form={form} toInput={(v) => v} onSaved={onSaved} submitLabel={submitLabel} actions={actions} labelledBy={labelledBy}>
      <TermListField
        name="certifications"
        label={t('certifications.label')}
        hint={t('certifications.hint')}
        maxItems={50}
        characters={termCharacters}
      />
    </SectionForm>
  );
}
