import { useTranslation } from 'react-i18next';

/** The access passport's items by group, in the order every page shows them (issue 17 §1; the contract's PassportItemKey). */
export const PASSPORT_GROUPS = {
  communication: ['written_communication', 'response_time', 'plain_language'],
  interviews: ['questions_in_advance', 'extra_time', 'camera_off', 'breaks', 'support_person', 'quiet_room', 'work_sample'],
  workplace: ['lighting', 'noise', 'flexible_schedule', 'remote_work'],
} as const;

export type PassportGroup = keyof typeof PASSPORT_GROUPS;
export type PassportItemKey = (typeof PASSPORT_GROUPS)[PassportGroup][number];

/** What an application shares (the contract's SharedPassport). */
export interface SharedPassportView {
  share: 'none' | 'some' | 'all';
  items: readonly { key: string; note: string }[];
  own_words: string | null;
}

/**
 * What a job seeker shared of their access passport, exactly as the employer sees it: the items by group
 * with the person's own detail, then their own words. Used by the employer's application page and by the
 * job seeker's preview of what an employer will see.
 */
export function SharedPassportList({
  shared,
  emptyText,
  ownWordsLabel,
}: {
  shared: SharedPassportView;
  emptyText: string;
  ownWordsLabel: string;
}) {
  const { t } = useTranslation('passport');
  const byKey = new Map(shared.items.map((i) => [i.key, i.note]));
  const groups = (Object.keys(PASSPORT_GROUPS) as PassportGroup[])
    .map((g) => ({ group: g, keys: PASSPORT_GROUPS[g].filter((k) => byKey.has(k)) }))
    .filter((g) => g.keys.length > 0);
  if (groups.length === 0 && shared.own_words === null) return <p>{emptyText}</p>;
  return (
    <div className="ui-stack ui-passport">
      {groups.map(({ group, keys }) => (
        <div key={group} className="ui-stack">
          <p className="ui-passport__group">{t(`groups.${group}`)}</p>
          <ul className="ui-passport__items">
            {keys.map((k) => (
              <li key={k}>
                {t(`items.${k}`)}
                {byKey.get(k) ? <span className="ui-passport__note">: {byKey.get(k)}</span> : null}
              </li>
            ))}
          </ul>
        </div>
      ))}
      {shared.own_words !== null ? (
        <div className="ui-stack">
          <p className="ui-passport__group">{ownWordsLabel}</p>
          <p className="ui-passport__words">{shared.own_words}</p>
        </div>
      ) : null}
    </div>
  );
}
