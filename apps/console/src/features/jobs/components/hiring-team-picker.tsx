import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStaffUsers } from '../api/list-staff-users.ts';
import type { StaffUserRef } from '../api/types.ts';

export interface HiringTeamPickerProps {
  value: StaffUserRef[];
  onChange: (team: StaffUserRef[]) => void;
  error?: string | undefined;
  disabled?: boolean;
  /** The job's employer: only its hiring managers and members are offered. */
  organisationId?: number | undefined;
}

function roleName(t: (key: string) => string, roleId: number | null): string {
  const names: Record<number, string> = {
    1: 'hiring_manager',
    2: 'recruiter',
    3: 'auditor',
    4: 'hiring_member',
    5: 'recruiter_member',
    6: 'concierge_member',
    7: 'program_manager',
  };
  return t(`common:roles.${roleId === null ? 'admin' : (names[roleId] ?? 'admin')}`);
}

/**
 * The job's hiring team: the chosen colleagues (each with a remove button) and a search over the employer's
 * hiring managers and members (GET /api/v1/staff/users) whose results are "Add" buttons. Changes are announced.
 */
export function HiringTeamPicker({ value, onChange, error, disabled, organisationId }: HiringTeamPickerProps) {
  const { t } = useTranslation('jobs');
  const [draft, setDraft] = useState('');
  const [q, setQ] = useState('');
  const [message, setMessage] = useState('');
  const search = useRef<HTMLInputElement>(null);
  // Ask the server once typing pauses.
  useEffect(() => {
    const timer = window.setTimeout(() => setQ(draft.trim()), 250);
    return () => window.clearTimeout(timer);
  }, [draft]);
  const staff = useStaffUsers(
    { page_size: 10, ...(q ? { q } : {}), ...(organisationId ? { organisation_id: organisationId } : {}) },
    !disabled,
  );
  const chosen = new Set(value.map((m) => m.user_id));
  const results = (staff.data?.results ?? []).filter((u) => !chosen.has(u.user_id));

  function add(user: StaffUserRef) {
    onChange([...value, user]);
    setMessage(t('team.added', { name: user.name }));
    search.current?.focus();
  }

  function remove(user: StaffUserRef) {
    onChange(value.filter((m) => m.user_id !== user.user_id));
    setMessage(t('team.removed', { name: user.name }));
    search.current?.focus();
  }

  return (
    <div className="ui-stack">
      <p className="jb-section__intro">{t('team.intro')}</p>
      <h3 id="job-team-members">{t('team.members')}</h3>
      {value.length === 0 ? (
        <p className="jb-muted">{t('team.none')}</p>
      ) : (
        <ul className="jb-tokens" aria-labelledby="job-team-members">
          {value.map((member) => (
            <li key={member.user_id} className="jb-token">
              <span>
                {member.name} <span className="jb-muted">({roleName(t, member.role_id)})</span>
              </span>
              <button type="button" onClick={() => remove(member)} disabled={disabled} aria-label={t('team.remove', { name: member.name })}>
                <span aria-hidden="true">×</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {disabled ? null : (
        <>
          <div className="jb-field">
            <label htmlFor="job-team-search">{t('team.find')}</label>
            <input
              ref={search}
              id="job-team-search"
              type="search"
              autoComplete="off"
              value={draft}
              maxLength={200}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? 'job-team-error' : undefined}
              onChange={(e) => setDraft(e.target.value)}
              onKeyDown={(e) => {
                if (e.key === 'Enter') e.preventDefault();
              }}
            />
            {error ? (
              <p id="job-team-error" className="ui-field-error">
                {error}
              </p>
            ) : null}
          </div>
          <h3 id="job-team-results" className="ui-visually-hidden">
            {t('team.results')}
          </h3>
          {staff.isError ? <p className="ui-field-error">{t('team.searchFailed')}</p> : null}
          {staff.data && results.length === 0 && q ? <p className="jb-muted">{t('team.noResults', { q })}</p> : null}
          {results.length > 0 ? (
            <ul className="jb-picker-results" aria-labelledby="job-team-results">
              {results.map((user) => (
                <li key={user.user_id}>
                  <button type="button" className="ui-button ui-button--secondary" onClick={() => add(user)}>
                    {t('team.add', { name: user.name })} ({roleName(t, user.role_id)})
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
        </>
      )}
      <p className="ui-visually-hidden" role="status" aria-live="polite">
        {message}
      </p>
    </div>
  );
}
