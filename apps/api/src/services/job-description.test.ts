import { describe, expect, it } from 'vitest';
import { cleanDescription, descriptionText } from './job-description.ts';

describe('cleanDescription', () => {
  it('keeps basic formatting and drops scripts, styles, event handlers and images', () => {
    const out = cleanDescription(
      '<p style="color:red" onclick="x()">Hello <strong>bold</strong> <em>calm</em><script>alert(1)</script></p><img src=x onerror=alert(1)><ul><li>One</li></ul><ol><li>Two</li></ol><h3>Role</h3><h4>Team</h4><br>',
    );
    expect(out.html).toBe(
      '<p>Hello <strong>bold</strong> <em>calm</em></p><ul><li>One</li></ul><ol><li>Two</li></ol><h3>Role</h3><h4>Team</h4><br />',
    );
    expect(out.html).not.toMatch(/script|onclick|style|img/);
  });

  it('maps pasted markup to the allowed tags', () => {
    expect(cleanDescription('<h1>Big</h1><h2>Less</h2><b>b</b><i>i</i><div>block</div>').html).toBe(
      '<h3>Big</h3><h3>Less</h3><strong>b</strong><em>i</em><p>block</p>',
    );
  });

  it('keeps http, https and mailto links with rel=noopener and unlinks everything else', () => {
    const out = cleanDescription(
      '<p><a href="https://a.test/x" target="_blank">a</a> <a href="http://b.test">b</a> <a href="mailto:hr@c.test">c</a> <a href="javascript:alert(1)">d</a> <a href="//evil.test">e</a> <a href="/relative">f</a> <a href="data:text/html,x">g</a></p>',
    );
    expect(out.html).toBe(
      '<p><a href="https://a.test/x" rel="noopener noreferrer">a</a> <a href="http://b.test" rel="noopener noreferrer">b</a> <a href="mailto:hr@c.test" rel="noopener noreferrer">c</a> d e f g</p>',
    );
  });

  it('gives plain text for search, and nothing for an empty editor', () => {
    const out = cleanDescription('<h3>About</h3><p>Data &amp; QA&nbsp;team</p><ul><li>SQL</li><li>Tests &lt;3</li></ul>');
    expect(out.text).toBe('About\nData & QA team\n- SQL\n- Tests <3');
    expect(cleanDescription('<p></p><p><br></p>')).toEqual({ html: '', text: '' });
    expect(cleanDescription('<script>only()</script>')).toEqual({ html: '', text: '' });
  });

  it('decodes numeric entities in the text', () => {
    expect(descriptionText('<p>caf&#233; &#x2014; ok</p>')).toBe('café — ok');
  });
});
