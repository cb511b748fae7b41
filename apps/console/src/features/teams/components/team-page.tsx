import { useId, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { inviteTeamMember as inviteRequest } from '@tessera/contract/request-schemas';
import { isApiError, readFieldErrors } from '@tessera/api-client/api-error';
import { contractShape } from '@tessera/forms/contract-schema';
import { SelectField, TextField } from '@tessera/forms/fields';
import { Form, useContractForm } from '@tessera/forms/form';
import { characterRuleOf } from '@tessera/forms/key-block';
import { z } from '@tessera/forms/zod';
import { useFormatters } from '@tessera/i18n/format';
import { PageHeading } from '@tessera/ui/page-heading';
import { Pager } from '@tessera/ui/pager';
import { Spinner } from '@tessera/ui/spinner';
import { toast } from '@tessera/ui/toasts';
import { useViewer } from '@tessera/ui/use-viewer';
import {
  useInviteTeamMember,
  useResendTeamInvitation,
  useRevokeTeamInvitation,
  useTeamInvitations,
  type TeamInvitation,
  type TeamInvitationInput,
} from '../api/team-invitations.ts';
import { useTeamMembers, useUpdateTeamMember, type TeamMember, type TeamMemberChange, type TeamName } from '../api/team-members.ts';
import { useTeamOrganisations, type OrganisationKind } from '../api/team-organisations.ts';
import './team-page.css';

const PAGE_SIZE = 20;
const ROLE_NAMES: Record<number, string> = {
  1: 'hiring_manager',
  2: 'recruiter',
  3: 'auditor',
  4: 'hiring_member',
  5: 'recruiter_member',
  6: 'concierge_member',
  7: 'program_manager',
};

/** Per team: the roles it holds, the organisations it lives in (none: the program staff), and its page's texts. */
const TEAM_SETUP: Record<TeamName, { roles: readonly number[]; kinds: readonly OrganisationKind[] | null }> = {
  hiring: { roles: [1, 4], kinds: ['employer', 'corporate_partner'] },
  partner: { roles: [2, 5], kinds: ['skilling_partner', 'nonprofit_partner'] },
  program: { roles: [3, 6, 7], kinds: null },
};

const rules = contractShape(inviteRequest);
const nameCharacters = characterRuleOf(inviteRequest.properties.first_name);
const emailCharacters = characterRuleOf(inviteRequest.properties.email);

export interface TeamPageProps {
  team: TeamName;
  /** The page's heading and title: "Hiring team", "Team", "Concierge team". */
  titleKey: 'hiring' | 'newHiring' | 'partner' | 'program';
}

function personName(p: { first_name: string; last_name: string; email: string }): string {
  return `${p.first_name} ${p.last_name}`.trim() || p.email;
}

/**
 * A team's page (issue 11 §3): /hiringTeam, /newHiringTeam, /team and /conciergeTeam. Invite by email
 * with a role, the members with their role and status (change role, deactivate, reactivate), and the open
 * invitations (resend, revoke). Program staff see every organisation's team, with an organisation filter
 * that also names the organisation an invitation is for.
 */
export function TeamPage({ team, titleKey }: TeamPageProps) {
  const { t } = useTranslation('teams');
  const viewer = useViewer();
  const setup = TEAM_SETUP[team];
  // Organisation staff manage their own organisation's team; program staff (no organisation) every one.
  const programWide = setup.kinds !== null && (viewer.role === 'admin' || viewer.role === 'concierge_member');
  const organisations = useTeamOrganisations(setup.kinds ?? [], programWide);
  const [organisation, setOrganisation] = useState('');
  const [page, setPage] = useState(1);
  const [invitationPage, setInvitationPage] = useState(1);
  const [announcement, setAnnouncement] = useState('');
  const organisationId = organisation ? Number(organisation) : undefined;
  const filter = organisationId ? { organisation_id: organisationId } : {};
  const members = useTeamMembers(team, { page, page_size: PAGE_SIZE, ...filter });
  const invitations = useTeamInvitations(team, { page: invitationPage, page_size: PAGE_SIZE, ...filter });
  const id = useId();
  const title = t(`titles.${titleKey}`);

  const say = (message: string) => {
    setAnnouncement(message);
    toast.success(message);
  };

  return (
    <section className="ui-stack tm" aria-labelledby="page-heading">
      <PageHeading title={title}>{title}</PageHeading>
      <p>{t(`intro.${team}`)}</p>
      <div role="status" aria-live="polite" className="ui-visually-hidden">
        {announcement}
      </div>
      {programWide ? (
        <div className="ui-field tm-filter">
          <label htmlFor={`${id}-org`}>{t('filter.organisation')}</label>
          <select
            id={`${id}-org`}
            value={organisation}
            onChange={(e) => {
              setOrganisation(e.target.value);
              setPage(1);
              setInvitationPage(1);
            }}
          >
            <option value="">{t('filter.all')}</option>
            {(organisations.data ?? []).map((o) => (
              <option key={o.id} value={String(o.id)}>
                {o.name}
              </option>
            ))}
          </select>
        </div>
      ) : null}

      <InviteSection
        team={team}
        roles={setup.roles}
        organisations={programWide ? (organisations.data ?? []) : null}
        organisation={organisation}
        onInvited={(name) => say(t('invite.sent', { name }))}
      />

      <TeamListSection
        id={`${id}-members`}
        heading={t('members.heading')}
        list={members}
        empty={t('members.empty')}
        countText={(count) => t('members.count', { count })}
        statusHeader={t('columns.status')}
        showOrganisation={programWide}
        pagesLabel={t('members.pages')}
        onPage={setPage}
      >
        {(results) =>
          results.map((m) => (
            <MemberRow
              key={m.id}
              team={team}
              member={m}
              roles={setup.roles}
              self={viewer.user?.user_id === m.id}
              showOrganisation={programWide}
              onDone={say}
            />
          ))
        }
      </TeamListSection>

      <TeamListSection
        id={`${id}-invitations`}
        heading={t('invitations.heading')}
        list={invitations}
        empty={t('invitations.empty')}
        countText={(count) => t('invitations.count', { count })}
        statusHeader={t('columns.expires')}
        showOrganisation={programWide}
        pagesLabel={t('invitations.pages')}
        onPage={setInvitationPage}
      >
        {(results) =>
          results.map((i) => <InvitationRow key={i.id} team={team} invitation={i} showOrganisation={programWide} onDone={say} />)
        }
      </TeamListSection>
    </section>
  );
}

interface TeamListSectionProps<T> {
  /** The heading's id, which also names the table. */
  id: string;
  heading: string;
  list: {
    isPending: boolean;
    isError: boolean;
    data?: { count: number; page: number; total_pages: number; results: T[] } | undefined;
  };
  empty: string;
  countText: (count: number) => string;
  /** The header of the column between role and actions (status, expiry). */
  statusHeader: string;
  showOrganisation: boolean;
  pagesLabel: string;
  onPage: (page: number) => void;
  children: (results: T[]) => ReactNode;
}

/** A paged table of the team's members or invitations, with its heading, count and pager. */
function TeamListSection<T>(props: TeamListSectionProps<T>) {
  const { id, heading, list, empty, countText, statusHeader, showOrganisation, pagesLabel, onPage, children } = props;
  const { t } = useTranslation('teams');
  return (
    <section className="ui-stack" aria-labelledby={id}>
      <h2 id={id}>{heading}</h2>
      {list.isPending ? (
        <Spinner />
      ) : list.isError || !list.data ? (
        <p role="alert" className="ui-alert">
          {t('loadError')}
        </p>
      ) : (
        <>
          <p className="tm-count">{list.data.count === 0 ? empty : countText(list.data.count)}</p>
          {list.data.count > 0 ? (
            // A wide table scrolls sideways in its own region, which the keyboard can reach and scroll.
            <div className="tm-table-wrap" role="region" aria-label={t('tableRegion', { heading })} tabIndex={0}>
              <table className="tm-table" aria-labelledby={id}>
                <thead>
                  <tr>
                    <th scope="col">{t('columns.name')}</th>
                    <th scope="col">{t('columns.email')}</th>
                    {showOrganisation ? <th scope="col">{t('columns.organisation')}</th> : null}
                    <th scope="col">{t('columns.role')}</th>
                    <th scope="col">{statusHeader}</th>
                    <th scope="col">{t('columns.actions')}</th>
                  </tr>
                </thead>
                <tbody>{children(list.data.results)}</tbody>
              </table>
            </div>
          ) : null}
          <Pager page={list.data.page} totalPages={list.data.total_pages} label={pagesLabel} onPage={onPage} />
        </>
      )}
    </section>
  );
}

function useRoleLabel() {
  const { t } = useTranslation('common');
  return (roleId: number) => t(`roles.${ROLE_NAMES[roleId] ?? 'admin'}`);
}

interface InviteSectionProps {
  team: TeamName;
  roles: readonly number[];
  /** Program staff choose the organisation; null for organisation staff and the program team. */
  organisations: readonly { id: number; name: string }[] | null;
  /** The page's organisation filter, the form's starting choice. */
  organisation: string;
  onInvited: (name: string) => void;
}

function InviteSection({ team, roles, organisations, organisation, onInvited }: InviteSectionProps) {
  const { t } = useTranslation('teams');
  const roleLabel = useRoleLabel();
  const id = useId();
  const invite = useInviteTeamMember(team);
  const required = t('invite.required');
  const chooseOrganisation = t('invite.chooseOrganisation');
  const needsOrganisation = organisations !== null;
  const schema = useMemo(
    () =>
      z
        .object({
          first_name: z.string().trim().min(1).pipe(rules.first_name),
          last_name: z.string().trim().min(1).pipe(rules.last_name),
          email: z.string().trim().min(1).pipe(rules.email),
          role_id: z.string().min(1),
          organisation_id: z.string(),
        })
        .superRefine((v, ctx) => {
          if (needsOrganisation && v.organisation_id === '')
            ctx.addIssue({ code: 'custom', path: ['organisation_id'], message: chooseOrganisation });
        }),
    [needsOrganisation, chooseOrganisation],
  );
  const messages = useMemo(
    () => ({ first_name: { required }, last_name: { required }, email: { required }, role_id: { required } }),
    [required],
  );
  const form = useContractForm({
    schema,
    messages,
    defaultValues: { first_name: '', last_name: '', email: '', role_id: String(roles[roles.length - 1]), organisation_id: organisation },
  });
  const busy = form.formState.isSubmitting;

  return (
    <section className="ui-stack" aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`}>{t('invite.heading')}</h2>
      <p>{t('invite.intro')}</p>
      <Form
        form={form}
        className="ui-form tm-invite"
        serverFields={{ organisation_id: 'organisation_id' }}
        onSubmit={async (values) => {
          const body = {
            first_name: values.first_name,
            last_name: values.last_name,
            email: values.email,
            role_id: Number(values.role_id) as TeamInvitationInput['role_id'],
            ...(needsOrganisation && values.organisation_id ? { organisation_id: Number(values.organisation_id) } : {}),
          };
          await invite.mutateAsync(body);
          onInvited(`${values.first_name} ${values.last_name}`);
          form.reset({ first_name: '', last_name: '', email: '', role_id: values.role_id, organisation_id: values.organisation_id });
        }}
      >
        <TextField label={t('invite.firstName')} name="first_name" autoComplete="off" required characters={nameCharacters} />
        <TextField label={t('invite.lastName')} name="last_name" autoComplete="off" required characters={nameCharacters} />
        <TextField label={t('invite.email')} name="email" type="email" autoComplete="off" required characters={emailCharacters} />
        <SelectField label={t('invite.role')} name="role_id" options={roles.map((r) => ({ value: String(r), label: roleLabel(r) }))} />
        {organisations ? (
          <SelectField
            label={t('invite.organisation')}
            name="organisation_id"
            placeholder={t('invite.chooseOrganisation')}
            options={organisations.map((o) => ({ value: String(o.id), label: o.name }))}
          />
        ) : null}
        <div>
          <button type="submit" className="ui-button" disabled={busy}>
            {busy ? t('invite.sending') : t('invite.submit')}
          </button>
        </div>
      </Form>
    </section>
  );
}

interface MemberRowProps {
  team: TeamName;
  member: TeamMember;
  roles: readonly number[];
  self: boolean;
  showOrganisation: boolean;
  onDone: (message: string) => void;
}

function MemberRow({ team, member, roles, self, showOrganisation, onDone }: MemberRowProps) {
  const { t } = useTranslation('teams');
  const roleLabel = useRoleLabel();
  const update = useUpdateTeamMember(team);
  const [role, setRole] = useState(String(member.role_id));
  const [problem, setProblem] = useState('');
  const name = personName(member);
  const selectId = `tm-role-${member.id}`;
  const problemId = `tm-problem-${member.id}`;

  const run = async (change: TeamMemberChange, success: string) => {
    setProblem('');
    try {
      await update.mutateAsync({ id: member.id, change });
      onDone(success);
    } catch (error) {
      const fields = isApiError(error) && error.status === 400 ? readFieldErrors(error.body) : {};
      setProblem(Object.values(fields)[0] ?? t('actionFailed'));
    }
  };

  return (
    <tr>
      <th scope="row">{name}</th>
      <td>{member.email}</td>
      {showOrganisation ? <td>{member.organisation?.name ?? ''}</td> : null}
      <td>
        {self ? (
          roleLabel(member.role_id)
        ) : (
          <div className="tm-inline">
            <label htmlFor={selectId} className="ui-visually-hidden">
              {t('members.roleOf', { name })}
            </label>
            <select id={selectId} value={role} onChange={(e) => setRole(e.target.value)} aria-describedby={problem ? problemId : undefined}>
              {roles.map((r) => (
                <option key={r} value={String(r)}>
                  {roleLabel(r)}
                </option>
              ))}
            </select>
            <button
              type="button"
              className="ui-button ui-button--secondary"
              disabled={update.isPending || role === String(member.role_id)}
              onClick={() =>
                void run(
                  { role_id: Number(role) as NonNullable<TeamMemberChange['role_id']> },
                  t('members.roleChanged', { name, role: roleLabel(Number(role)) }),
                )
              }
            >
              {t('members.saveRole')}
              <span className="ui-visually-hidden"> {t('members.forName', { name })}</span>
            </button>
          </div>
        )}
      </td>
      <td>{member.is_active ? t('members.active') : t('members.deactivated')}</td>
      <td>
        {self ? (
          <span className="tm-muted">{t('members.you')}</span>
        ) : member.is_active ? (
          <button
            type="button"
            className="ui-button ui-button--secondary"
            disabled={update.isPending}
            onClick={() => void run({ is_active: false }, t('members.deactivatedNotice', { name }))}
          >
            {t('members.deactivate')}
            <span className="ui-visually-hidden"> {name}</span>
          </button>
        ) : (
          <button
            type="button"
            className="ui-button ui-button--secondary"
            disabled={update.isPending}
            onClick={() => void run({ is_active: true }, t('members.reactivatedNotice', { name }))}
          >
            {t('members.reactivate')}
            <span className="ui-visually-hidden"> {name}</span>
          </button>
        )}
        {problem ? (
          <p id={problemId} className="ui-field-error" role="alert">
            {problem}
          </p>
        ) : null}
      </td>
    </tr>
  );
}

interface InvitationRowProps {
  team: TeamName;
  invitation: TeamInvitation;
  showOrganisation: boolean;
  onDone: (message: string) => void;
}

function InvitationRow({ team, invitation, showOrganisation, onDone }: InvitationRowProps) {
  const { t } = useTranslation('teams');
  const { dateTime } = useFormatters();
  const roleLabel = useRoleLabel();
  const resend = useResendTeamInvitation(team);
  const revoke = useRevokeTeamInvitation(team);
  const [problem, setProblem] = useState('');
  const name = personName(invitation);
  const busy = resend.isPending || revoke.isPending;

  const run = async (action: () => Promise<unknown>, success: string) => {
    setProblem('');
    try {
      await action();
      onDone(success);
    } catch {
      setProblem(t('actionFailed'));
    }
  };

  return (
    <tr>
      <th scope="row">{name}</th>
      <td>{invitation.email}</td>
      {showOrganisation ? <td>{invitation.organisation?.name ?? ''}</td> : null}
      <td>{roleLabel(invitation.role_id)}</td>
      <td>{invitation.expired ? t('invitations.expired') : dateTime(invitation.expires_at)}</td>
      <td>
        <div className="tm-inline">
          <button
            type="button"
            className="ui-button ui-button--secondary"
            disabled={busy}
            onClick={() => void run(() => resend.mutateAsync(invitation.id), t('invitations.resent', { name }))}
          >
            {t('invitations.resend')}
            <span className="ui-visually-hidden"> {t('invitations.toName', { name })}</span>
          </button>
          <button
            type="button"
            className="ui-button ui-button--secondary"
            disabled={busy}
            onClick={() => void run(() => revoke.mutateAsync(invitation.id), t('invitations.revoked', { name }))}
          >
            {t('invitations.revoke')}
            <span className="ui-visually-hidden"> {t('invitations.toName', { name })}</span>
          </button>
        </div>
        {problem ? (
          <p className="ui-field-error" role="alert">
            {problem}
          </p>
        ) : null}
      </td>
    </tr>
  );
}
