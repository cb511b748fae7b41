import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { EntryList, useEntries } from './entry-list.tsx';

interface School {
  key: number;
  level: string;
  school: string;
}

const texts = {
  heading: 'Schools',
  none: 'No school yet.',
  legend: (n: number) => `School ${n}`,
  remove: (n: number) => `Remove school ${n}`,
  removed: (n: number) => `School ${n} removed.`,
  add: 'Add a school',
  added: 'School added.',
};

function Schools({ initial }: { initial: Omit<School, 'key'>[] }) {
  const { entries, update, add, remove } = useEntries<School>(initial);
  return (
    <EntryList entries={entries} max={2} texts={texts} onAdd={() => add({ level: 'bachelor', school: '' })} onRemove={remove}>
      {(e) => (
        <>
          <select aria-label="Level" value={e.level} onChange={(ev) => update(e.key, { level: ev.target.value })}>
            <option value="bachelor">Bachelor</option>
            <option value="master">Master</option>
          </select>
          <input aria-label="School" value={e.school} onChange={(ev) => update(e.key, { school: ev.target.value })} />
        </>
      )}
    </EntryList>
  );
}

afterEach(cleanup);

describe('EntryList', () => {
  it('adds an entry, focuses its first field, announces it, and stops offering more at the limit', async () => {
    render(<Schools initial={[]} />);
    expect(screen.getByText('No school yet.')).toBeInTheDocument();
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: 'Add a school' }));
    const first = screen.getByRole('group', { name: 'School 1' });
    await waitFor(() => expect(document.activeElement).toBe(first.querySelector('select')));
    expect(screen.getByRole('status').textContent).toBe('School added.');
    await user.click(screen.getByRole('button', { name: 'Add a school' }));
    expect(screen.getByRole('group', { name: 'School 2' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add a school' })).toBeNull();
  });

  it('keeps each entry its own while another is removed, and announces the removal', async () => {
    render(
      <Schools
        initial={[
          { level: 'bachelor', school: 'Georgia State' },
          { level: 'master', school: 'Emory' },
        ]}
      />,
    );
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Remove school 1' }));
    expect(screen.getAllByRole('group')).toHaveLength(1);
    expect(screen.getByLabelText<HTMLInputElement>('School').value).toBe('Emory');
    expect(screen.getByRole('status').textContent).toBe('School 1 removed.');
  });
});
