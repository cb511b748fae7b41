import type { ReactNode } from 'react';
import type { Profile, ProfileSection } from '../api/get-my-profile.ts';
import { AboutForm } from './sections/about-form.tsx';
import { CertificationsForm } from './sections/certifications-form.tsx';
import { EducationForm } from './sections/education-form.tsx';
import { ExperienceForm } from './sections/experience-form.tsx';
import { PreferencesForm } from './sections/preferences-form.tsx';
import { ResumeSection } from './sections/resume-section.tsx';
import { SkillsForm } from './sections/skills-form.tsx';

export interface SectionEditorProps {
  section: ProfileSection;
  profile: Profile;
  onSaved: () => void;
  submitLabel: string;
  actions?: ReactNode;
  labelledBy: string;
}

/** The form of one section (shared by /profile and the guided /profilev2). */
export function SectionEditor({ section, profile, onSaved, submitLabel, actions, labelledBy }: SectionEditorProps) {
  const common = { profile, onSaved, submitLabel, actions, labelledBy };
  switch (section) {
    case 'about':
      return <AboutForm {...common} />;
    case 'skills':
      return <SkillsForm {...common} />;
    case 'experience':
      return <ExperienceForm {...common} />;
    case 'education':
      return <EducationForm {...common} />;
    case 'certifications':
      return <CertificationsForm {...common} />;
    case 'preferences':
      return <PreferencesForm {...common} />;
    case 'resume':
      return <ResumeSection profile={profile} actions={actions} />;
  }
}
