import { TextField } from '@tessera/forms/fields';
import type { CharacterRule } from '@tessera/forms/key-block';

interface NewPasswordFieldsProps {
  /** The form field holding the new password; its repeat is always `password_repeat`. */
  name: 'password' | 'new_password';
  label: string;
  hint: string;
  repeatLabel: string;
  characters: CharacterRule | null;
  busy: boolean;
  /** The submit button's text (already chosen for `busy`). */
  submitLabel: string;
}

/** The new password twice and the submit button, shared by the pages that set a password. */
export function NewPasswordFields({ name, label, hint, repeatLabel, characters, busy, submitLabel }: NewPasswordFieldsProps) {
  return (
    <>
      <TextField label={label} hint={hint} name={name} type="password" autoComplete="new-password" required characters={characters} />
      <TextField label={repeatLabel} name="password_repeat" type="password" autoComplete="new-password" required characters={characters} />
      <div>
        <button type="submit" className="ui-button" disabled={busy}>
          {submitLabel}
        </button>
      </div>
    </>
  );
}
