import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@tessera/api-client/api-error';
import { Form, useContractForm } from '@tessera/forms/form';
import { z } from '@tessera/forms/zod';
import { useSetInterviewPanel, type StaffInterview, type TeamMember } from '../api/application-interviews.ts';
import { PanelPicker, panelField } from './panel-picker.tsx';

/**
 * Changes who sits on an interview's panel (setInterviewPanel): anyone of the job's hiring team. The
 * server refuses someone who has another interview at that time; those added and removed are told.
 */
export function PanelForm({ interview, team, onDone }: { interview: StaffInterview; team: TeamMember[]; onDone: (m: string) => void }) {
  const { t } = useTranslation('interviews');
  const save = useSetInterviewPanel(interview.id);
  const schema = useMemo(() => z.object({ panel: panelField(t) }), [t]);
  const onTeam = new Set(team.map((m) => m.user_id));
  const form = useContractForm({
    schema,
    defaultValues: { panel: interview.panel.filter((p) => onTeam.has(p.user_id)).map((p) => String(p.user_id)) },
  });
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
      <PanelPicker team={team} hint={t('panelEdit.hint')} />
      <button type="submit" className="ui-button" aria-disabled={form.formState.isSubmitting}>
        {t('panelEdit.save')}
      </button>
    </Form>
  );
}
