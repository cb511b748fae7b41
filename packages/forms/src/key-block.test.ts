// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { obtainToken, register, updateMyProfile } from '@tessera/contract/request-schemas';
import { characterName, characterRule, characterRuleOf, filterCharacters, LINK_CHARACTERS } from './key-block.ts';

describe('key-blocking rules from the contract’s patterns (SPEC §5)', () => {
  it('reads a class of allowed characters and a class of refused ones; other patterns give no rule', () => {
    const phone = characterRuleOf(updateMyProfile.properties.phone)!;
    expect(['7', '+', '(', ' ', '-'].every(phone)).toBe(true);
    expect(['a', '#', '<'].some(phone)).toBe(false);
    const name = characterRuleOf(register.properties.first_name)!;
    expect(['É', 'ñ', "'", '-', ' '].every(name)).toBe(true);
    expect(['<', '>', '{', '|', '\u0000'].some(name)).toBe(false);
    expect(characterRule('^[0-9]{4}-(0[1-9]|1[0-2])$')).toBeNull();
    expect(characterRule(undefined)).toBeNull();
  });

  it('gives every kind of field its own set: profile, email, password, address, link', () => {
    const email = characterRuleOf(obtainToken.properties.username)!;
    const password = characterRuleOf(obtainToken.properties.password)!;
    const address = characterRuleOf(updateMyProfile.properties.city)!;
    expect(email(' ')).toBe(false);
    expect(email('+')).toBe(true);
    expect(password(' ')).toBe(true);
    expect(password('\t')).toBe(false);
    expect(address('#')).toBe(true);
    expect(address('@')).toBe(false);
    expect(LINK_CHARACTERS(' ')).toBe(false);
    expect(LINK_CHARACTERS('/')).toBe(true);
  });

  it('takes refused characters out, once each, and keeps the caret after what stays', () => {
    const rule = characterRuleOf(updateMyProfile.properties.phone)!;
    expect(filterCharacters('+1 (404) 555-abc0100', rule, 15)).toEqual({ value: '+1 (404) 555-0100', refused: ['a', 'b', 'c'], caret: 13 });
    expect(filterCharacters('555', rule)).toEqual({ value: '555', refused: [], caret: 3 });
  });

  it('names the invisible characters', () => {
    expect(characterName(' ')).toEqual({ key: 'space' });
    expect(characterName('\n')).toEqual({ key: 'lineBreak' });
    expect(characterName('\u0007')).toEqual({ key: 'invisible' });
    expect(characterName('<')).toEqual({ text: '<' });
  });
});
