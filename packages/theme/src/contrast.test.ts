import { describe, expect, it } from 'vitest';
import { contrastRatio, ensureContrast, parseColour, readableForeground } from './contrast';
import { defaultTheme } from './default-theme';

const ratio = (a: string, b: string) => contrastRatio(parseColour(a)!, parseColour(b)!);

describe('colour parsing', () => {
  it('reads hex, hex with alpha, rgb(a) and names', () => {
    expect(parseColour('#fff')).toEqual({ r: 255, g: 255, b: 255, a: 1 });
    expect(parseColour('#00ADEF')).toEqual({ r: 0, g: 173, b: 239, a: 1 });
    expect(parseColour('#f26a0a47')?.a).toBeCloseTo(0x47 / 255);
    expect(parseColour('rgb(1, 2, 3)')).toEqual({ r: 1, g: 2, b: 3, a: 1 });
    expect(parseColour('rgba(1 2 3 / 50%)')?.a).toBe(0.5);
    expect(parseColour('white')).toEqual({ r: 255, g: 255, b: 255, a: 1 });
    expect(parseColour('nonsense')).toBeNull();
  });
});

describe('contrast', () => {
  it('computes WCAG ratios', () => {
    expect(ratio('#000000', '#FFFFFF')).toBeCloseTo(21, 0);
    expect(ratio('#777777', '#777777')).toBeCloseTo(1);
  });
  it('picks a readable foreground (>= 4.5:1) for every default colour and random colours', () => {
    const colours = Object.entries(defaultTheme)
      .filter(([k]) => !['logo', 'favicon', 'title'].includes(k))
      .map(([, v]) => v);
    colours.push('#7A3CF0', '#1F3A2E', '#777777', '#808080', '#ff0000', '#00ff00', '#0000ff');
    for (const bg of colours) {
      const fg = readableForeground(bg);
      const solid = parseColour(bg)!;
      const composite = { ...solid };
      expect(contrastRatio(parseColour(fg)!, composite), bg).toBeGreaterThanOrEqual(4.5);
    }
    expect(readableForeground('#00ADEF')).toBe('#000000');
    expect(readableForeground('#252531')).toBe('#FFFFFF');
    expect(readableForeground('bad')).toBe('#000000');
  });
  it('ensureContrast keeps a passing colour and adjusts a failing one to 4.5:1', () => {
    expect(ensureContrast('#FFFFFF', '#252531')).toBe('#FFFFFF');
    const brandText = ensureContrast('#00ADEF', '#FFFFFF');
    expect(brandText).not.toBe('#00ADEF');
    expect(ratio(brandText, '#FFFFFF')).toBeGreaterThanOrEqual(4.5);
    const onDark = ensureContrast('#333333', '#252531');
    expect(ratio(onDark, '#252531')).toBeGreaterThanOrEqual(4.5);
  });
});
