import { useTranslation } from 'react-i18next';
import { z } from '@tessera/forms/zod';
import { updateMyProfile } from '@tessera/contract/request-schemas';
import { contractShape } from '@tessera/forms/contract-schema';
import { useContractForm } from '@tessera/forms/form';
import { characterRuleOf } from '@tessera/forms/key-block';
import type { Profile } from '../../api/get-my-profile.ts';
import { TermListField } from '../term-list-field.tsx';
import { SectionForm } from './section-form.tsx';
import type { SectionFormCommon } from './types.ts';

const COMMON_SKILLS = [
  'Communication',
  'Customer Service',
  'Data Entry',
  'Excel',
  'JavaScript',
  'Project Management',
  'Python',
  'React',
  'Scheduling',
  'SQL',
  'Tableau',
  'Teamwork',
  'Testing',
  'TypeScript',
  'Writing',
];

const schema = z.object({ skills: contractShape(updateMyProfile).skills });
export const termCharacters = characterRuleOf(updateMyProfile.properties.skills.items);

export function SkillsForm({ profile, onSaved, submitLabel, actions, labelledBy }: SectionFormCommon & { profile: Profile }) {
  const { t } = useTranslation('profile');
  const form = useContractForm({ schema, defaultValues: { skills: profile.skills } });
  return (
    <SectionForm form={form} toInput={(v) => v} onSaved={onSaved} submitLabel={submitLabel} actions={actions} labelledBy={labelledBy}>
      <TermListField
        name="skills"
        label={t('skills.label')}
        hint={t('skills.hint')}
        maxItems={50}
        characters={termCharacters}
        suggestions={COMMON_SKILLS}
      />
    </SectionForm>
  );
}
