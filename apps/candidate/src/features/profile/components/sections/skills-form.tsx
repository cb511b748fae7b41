import { useState } from 'react';
import { useTranslation } from 'react-i18next';
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

export function SkillsForm({ profile, onSaved, submitLabel, actions, labelledBy }: SectionFormCommon & { profile: Profile }) {
  const { t } = useTranslation('profile');
  const [skills, setSkills] = useState(profile.skills);
  return (
    <SectionForm collect={() => ({ skills })} onSaved={onSaved} submitLabel={submitLabel} actions={actions} labelledBy={labelledBy}>
      <TermListField
        label={t('skills.label')}
        hint={t('skills.hint')}
        values={skills}
        onChange={setSkills}
        maxItems={50}
        suggestions={COMMON_SKILLS}
      />
    </SectionForm>
  );
}
