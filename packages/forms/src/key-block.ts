// Key-blocking (SPEC §5): a field refuses the characters it cannot hold, and says so beside the field.
// Which characters a field holds comes from its contract pattern ("^[allowed]*$" or "^[^refused]*$"), so
// the field refuses exactly what the API would refuse.
import type { JsonSchema } from './contract-schema.ts';

/** A contract pattern as a RegExp (JSON Schema patterns are Unicode regular expressions). */
export function contractPattern(pattern: string): RegExp {
  return new RegExp(pattern, 'u');
}

/** Tells whether one character may be typed. */
export type CharacterRule = (character: string) => boolean;

/**
 * The character rule of a contract pattern made of one character class repeated ("^[...]*$"), or null
 * when the pattern is not of that shape (a date, say: it is checked on submit, not while typing).
 */
export function characterRule(pattern: string | undefined): CharacterRule | null {
  if (!pattern) return null;
  const match = /^\^(\[(?:\\.|[^\]\\])*\])\*\$$/u.exec(pattern);
  if (!match) return null;
  const single = contractPattern(`^${match[1]}$`);
  return (character) => single.test(character);
}

/** The character rule of a field's contract schema (its pattern, or its x-tessera-characters), or null. */
export function characterRuleOf(schema: JsonSchema | undefined): CharacterRule | null {
  return characterRule(schema?.pattern ?? schema?.['x-tessera-characters']);
}

/**
 * Characters the editor of a link (an address in a description) refuses: whitespace, control characters
 * and the characters an address never holds unescaped. The link is part of the description's HTML, which
 * the API sanitises; the contract has no field of its own for it.
 */
export const LINK_CHARACTERS: CharacterRule = (c) => !/[\s<>"{}|\\^`\p{Cc}]/u.test(c);

export interface Filtered {
  value: string;
  /** The distinct characters taken out, in the order typed. */
  refused: string[];
  /** Where the caret goes: `caret` less the characters taken out before it. */
  caret: number;
}

/** Takes out of `value` every character the rule refuses. */
export function filterCharacters(value: string, rule: CharacterRule, caret = value.length): Filtered {
  let out = '';
  let removedBefore = 0;
  const refused: string[] = [];
  let index = 0;
  for (const character of value) {
    if (rule(character)) out += character;
    else {
      if (index < caret) removedBefore += character.length;
      if (!refused.includes(character)) refused.push(character);
    }
    index += character.length;
  }
  return { value: out, refused, caret: Math.max(0, caret - removedBefore) };
}

const NAMED: Record<string, string> = {
  ' ': 'space',
  '\t': 'tab',
  '\n': 'lineBreak',
  '\r': 'lineBreak',
};

/** How a refused character is shown: the character in quotes, or its name for the invisible ones. */
export function characterName(character: string): { key: string } | { text: string } {
  const named = NAMED[character];
  if (named) return { key: named };
  if (/\p{Cc}|\p{Z}/u.test(character)) return { key: 'invisible' };
  return { text: character };
}
