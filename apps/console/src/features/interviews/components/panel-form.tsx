import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@tessera/api-client/api-error';
import { CheckboxGroupField } from '@tessera/forms/fields';
import { Form, useContractForm } from '@tessera/forms/form';
import { z } from '@tessera/forms/zod';
import { useSetInterviewPanel, type StaffInterview, type TeamMember } from '../api/application-interviews.ts';

/**
 * Changes who sits on an interview's panel (setInterviewPanel): anyone of the job's hiring team. The
 * server refuses someone who has another interview at that time; those added and removed are told.
 */
export function PanelForm({ interview, team, onDone }: { interview: StaffInterview; team: TeamMember[]; onDone: (m: string) => void }) {
  const { t } = useTranslation('interviews');
  const save = useSetInterviewPanel(interview.id);
  const schema = useMemo(() => z.object({ panel: z.array(z.string()).min(1, { error: t('schedule.needPanel') }) }), [t]);
  const onTeam = new Set(team.map((m) => m.user_id));
  const form = useContractForm({
    schema,
    defaultValues: { panel: interview.panel.filter((p) => onTeam.has(p.user_id)).map((p) => String(p.user_id)) },
  });
  const options = team.map((m) => ({
    value: String(m.user_id),
    label: `${m.name}${m.role ? ` (${t(`roles.${m.role}`, { defaultValue: m.role })})` : ''}`,
  }));
  return (
    <Form
      form={form}
      className="ui-stack"
      aria-label={t('panelEdit.label')}
      describeFailure={(error) => (isApiError(error) && error.status >= 500 ? t('change.failed') : undefined)}
      onSubmit={async (v) => {
        await save.mutateAsync(v.panel.map(Number));
        onDone(t('panelEdit.saved'));
      }}
    >
      <CheckboxGroupField name="panel" legend={t('schedule.panel')} className="iv-fieldset" hint={t('panelEdit.hint')} options={options} />
      <button type="submit" className="ui-button" aria-disabled={form.formState.isSubmitting}>
        {t('panelEdit.save')}
      </button>
    </Form>
  );
}
