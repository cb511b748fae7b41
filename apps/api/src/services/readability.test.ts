// The readability module (issue 17 §2): syllables, sentences and each language's formula checked on
// hand-counted worked examples, then the findings that stop people from applying.
import { describe, expect, it } from 'vitest';
import { assessAd, formula, levelOf, sentencesOf, syllables, textStats, wordsOf, type AdInput } from './readability.ts';

describe('syllables', () => {
  it('English', () => {
    const words = { the: 1, cat: 1, simple: 2, interview: 3, application: 4, readability: 5, team: 1, questions: 2, make: 1 };
    for (const [word, n] of Object.entries(words)) expect(syllables(word, 'en'), word).toBe(n);
  });
  it('French: mute final e, vowel groups', () => {
    const words = { entretien: 3, candidature: 4, travail: 2, équipe: 2, poste: 1, salaire: 2, horaires: 2, question: 2, "l'équipe": 2 };
    for (const [word, n] of Object.entries(words)) expect(syllables(word, 'fr'), word).toBe(n);
  });
  it('Spanish: diphthongs, hiatus, silent u of que and gui', () => {
    const words = { entrevista: 4, día: 2, puesto: 2, aeropuerto: 5, que: 1, guía: 2, equipo: 3, salario: 3, y: 1, país: 2 };
    for (const [word, n] of Object.entries(words)) expect(syllables(word, 'esp'), word).toBe(n);
  });
});

describe('words and sentences', () => {
  it('splits sentences at their ends and at line breaks (list items), and counts words', () => {
    expect(sentencesOf('You answer emails. You help customers!\n- Excel\n- Writing')).toEqual([
      'You answer emails.',
      'You help customers!',
      '- Excel',
      '- Writing',
    ]);
    expect(wordsOf("It's a full-time job — 40 hours.")).toEqual(["It's", 'a', 'full-time', 'job', 'hours']);
  });
});

describe('the formulas (worked examples, counted by hand)', () => {
  it('Flesch reading ease: 100 words, 5 sentences, 150 syllables is 59.635', () => {
    // 206.835 − 1.015 × 20 − 84.6 × 1.5 = 206.835 − 20.3 − 126.9 = 59.635
    expect(formula('en', 100, 5, 150)).toBeCloseTo(59.635, 3);
  });
  it('Kandel–Moles: 100 words, 5 sentences, 150 syllables is 76.3', () => {
    // 207 − 1.015 × 20 − 73.6 × 1.5 = 207 − 20.3 − 110.4 = 76.3
    expect(formula('fr', 100, 5, 150)).toBeCloseTo(76.3, 3);
  });
  it('Fernández Huerta: 100 words, 5 sentences, 200 syllables is 66.44', () => {
    // 206.84 − 0.60 × 200 − 1.02 × 20 = 206.84 − 120 − 20.4 = 66.44
    expect(formula('esp', 100, 5, 200)).toBeCloseTo(66.44, 3);
  });
  it('an English text: "You answer emails from customers. You work with a small team." ', () => {
    // Words: You answer emails from customers (5) + You work with a small team (6) = 11; 2 sentences.
    // Syllables: you 1, an-swer 2, e-mails 2, from 1, cus-to-mers 3 | you 1, work 1, with 1, a 1, small 1, team 1 = 15.
    // 206.835 − 1.015 × 5.5 − 84.6 × 15 / 11 = 85.89
    const s = textStats('You answer emails from customers. You work with a small team.', 'en');
    expect(s).toMatchObject({ words: 11, sentences: 2, syllables: 15 });
    expect(s.score).toBeCloseTo(85.9, 1);
  });
  it('a French text: "Vous répondez aux clients. Le travail se fait en équipe."', () => {
    // Vowel groups: vous(ou) 1, répondez(é, o, e) 3, aux(au) 1, clients(ie) 1 | le 1, travail(a, ai) 2, se 1,
    // fait(ai) 1, en 1, équipe(é, ui; final e silent) 2 = 14 syllables; 10 words; 2 sentences.
    // 207 − 1.015 × 5 − 73.6 × 1.4 = 207 − 5.075 − 103.04 = 98.885
    const s = textStats('Vous répondez aux clients. Le travail se fait en équipe.', 'fr');
    expect(s).toMatchObject({ words: 10, sentences: 2, syllables: 14 });
    expect(s.score).toBeCloseTo(98.9, 1);
  });
  it('a Spanish text: "Usted responde a los clientes. Trabaja en un equipo pequeño."', () => {
    // us-ted 2, res-pon-de 3, a 1, los 1, clien-tes 2 | tra-ba-ja 3, en 1, un 1, e-qui-po 3, pe-que-ño 3 = 20; 10 words; 2 sentences.
    // 206.84 − 0.60 × 200 − 1.02 × 5 = 206.84 − 120 − 5.1 = 81.74
    const s = textStats('Usted responde a los clientes. Trabaja en un equipo pequeño.', 'esp');
    expect(s).toMatchObject({ words: 10, sentences: 2, syllables: 20 });
    expect(s.score).toBeCloseTo(81.7, 1);
  });
  it('names the level on Flesch’s scale', () => {
    expect([95, 85, 75, 65, 55, 35, 10].map(levelOf)).toEqual([
      'very_easy',
      'easy',
      'fairly_easy',
      'standard',
      'fairly_difficult',
      'difficult',
      'very_difficult',
    ]);
  });
});

const clearAd: AdInput = {
  language: 'en',
  title: 'Customer support writer',
  text: 'You answer emails from customers. You work with a small team. The interview is one short video call. You get the questions a day before.',
  requiredSkills: ['Writing', 'Email'],
  salaryMin: 40000,
  salaryMax: 48000,
};

describe('assessAd', () => {
  it('passes a clear ad: plain, paid, with the interview described', () => {
    const report = assessAd(clearAd);
    expect(report.findings).toEqual([]);
    expect(report.clear).toBe(true);
  });

  it('points at each problem and the sentence it is in', () => {
    const long =
      'In this role you will be expected to coordinate with many different departments across the whole organisation while also maintaining the highest possible standards of accuracy and care at all times.';
    const report = assessAd({
      ...clearAd,
      title: 'Rockstar support ninja',
      text: `${long} We need a self-starter to leverage our synergy. This is a fast-paced team.`,
      requiredSkills: ['A', 'B', 'C', 'D', 'E', 'F', 'G'],
      salaryMin: null,
      salaryMax: null,
    });
    const codes = report.findings.map((f) => [f.code, f.term ?? f.count ?? null]);
    expect(codes).toEqual(
      expect.arrayContaining([
        ['long_sentence', 31],
        ['jargon', 'synergy'],
        ['jargon', 'leverage'],
        ['vague', 'self-starter'],
        ['vague', 'fast-paced'],
        ['vague', 'rockstar'],
        ['vague', 'ninja'],
        ['too_many_requirements', 7],
        ['no_pay', null],
        ['no_interview_process', null],
      ]),
    );
    expect(report.findings.find((f) => f.term === 'synergy')).toMatchObject({
      sentence: 'We need a self-starter to leverage our synergy.',
      plain: 'working together',
    });
    expect(report.clear).toBe(false);
  });

  it('reads French and Spanish with their own glossaries and words for the interview', () => {
    const fr = assessAd({
      ...clearAd,
      language: 'fr',
      text: 'Vous répondez aux clients. Le travail se fait en équipe. L’entretien dure trente minutes.',
    });
    expect(fr.findings).toEqual([]);
    const frJargon = assessAd({ ...clearAd, language: 'fr', text: 'Vous êtes force de proposition dans une équipe dynamique.' });
    expect(frJargon.findings.map((f) => f.term).filter(Boolean)).toEqual(['force de proposition', 'dynamique']);
    const es = assessAd({
      ...clearAd,
      language: 'esp',
      text: 'Usted responde a los clientes. Trabaja en un equipo pequeño. La entrevista es corta.',
    });
    expect(es.findings).toEqual([]);
    const esVague = assessAd({ ...clearAd, language: 'esp', text: 'Buscamos una persona proactiva para un equipo de ritmo acelerado.' });
    expect(esVague.findings.map((f) => f.code)).toEqual(expect.arrayContaining(['jargon', 'vague', 'no_interview_process']));
  });

  it('an empty text is not a clear ad', () => {
    expect(assessAd({ ...clearAd, text: '' }).clear).toBe(false);
  });
});
