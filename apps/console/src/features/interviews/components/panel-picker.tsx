import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { CheckboxGroupField } from '@tessera/forms/fields';
import { z } from '@tessera/forms/zod';
import type { TeamMember } from '../api/application-interviews.ts';

/** The panel field's rule: at least one member (user ids as the checkboxes' string values). */
export function panelField(t: TFunction) {
  return z.array(z.string()).min(1, { error: t('schedule.needPanel') });
}

/**
 * Picks the panel from the job's hiring team (a checkbox each, named with their role), for the schedule
 * form and the panel form: the form's `panel` field.
 */
export function PanelPicker({ team, hint }: { team: TeamMember[]; hint?: string | undefined }) {
  const { t } = useTranslation('interviews');
  const options = team.map((m) => ({
    value: String(m.user_id),
    label: `${m.name}${m.role ? ` (${t(`roles.${m.role}`, { defaultValue: m.role })})` : ''}`,
  }));
  return (
    <CheckboxGroupField
      name="panel"
      legend={t('schedule.panel')}
      className="iv-fieldset"
      {...(hint !== undefined ? { hint } : {})}
      options={options}
    />
  );
}
