/**
 * The Markdown export cannot be broken out of (issue 16: lone CR line ends let a journal text
 * add headings and raw HTML to the file). The export is read back with the CommonMark
 * reference parser: only the export's own headings, no HTML, and every text inside quotes.
 */
import { HtmlRenderer, Parser, type Node } from 'commonmark';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeEverything } from '../testing/everything';
import { createTestApp, type TestApp, type TestUser } from '../testing/harness';
import { quote } from './journal-markdown';

let t: TestApp;
let user: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  user = await t.signUp('writer');
});
afterAll(() => t.close());

/** Every node of a CommonMark document, depth first. */
function nodesOf(document: Node): Node[] {
  const nodes: Node[] = [];
  const walker = document.walker();
  for (let event = walker.next(); event; event = walker.next()) if (event.entering) nodes.push(event.node);
  return nodes;
}

const HOSTILE = [
  'An ordinary first line',
  '# Injected heading after a lone CR',
  '<script>alert("xss")</script>',
  '<img src=x onerror=alert(1)>',
  '## Another one\r\n---',
  'Setext heading\r===',
  'Tom & Jerry &amp; friends \\',
  '\\<b>escaped by hand\\</b>',
].join('\r');

describe('GET /api/journal/export?format=md', () => {
  it('keeps every text inside its quote, whatever line ends and markup it holds', async () => {
    await writeEverything(t, user, HOSTILE);
    const response = await t.request('GET', '/api/journal/export?format=md', { as: user });
    expect(response.statusCode).toBe(200);
    const document = new Parser().parse(response.body);
    const nodes = nodesOf(document);

    // The export's own structure: its title and one section per entry, at the top level.
    const topLevel = nodes.filter((node) => node.parent === document);
    const headings = topLevel
      .filter((node) => node.type === 'heading')
      .map((node) => `${node.level} ${node.firstChild?.literal ?? ''}`);
    expect(headings).toHaveLength(4);
    expect(headings[0]).toBe('1 Resonance Journal');
    for (const heading of headings.slice(1)) {
      expect(heading).toMatch(/^2 (Analysis|Framed conversation|Reflection \(Solo Echo\)) · /);
    }
    // Whatever the user's text holds stays inside a quote (their own formatting, quoted).
    const insideQuote = (node: Node) => {
      for (let parent = node.parent; parent; parent = parent.parent)
        if (parent.type === 'block_quote') return true;
      return false;
    };
    expect(
      nodes.filter((node) => node.type === 'heading' && node.parent !== document && !insideQuote(node)),
    ).toEqual([]);
    expect(topLevel.filter((node) => node.type === 'thematic_break')).toHaveLength(3); // one per entry
    expect(nodes.filter((node) => node.type === 'html_block' || node.type === 'html_inline')).toEqual([]);

    // Rendered, the text reads as written, with its markup shown rather than obeyed.
    const html = new HtmlRenderer().render(document);
    expect(html).not.toMatch(/<script|<img/);
    expect(html).toContain('&lt;script&gt;alert(&quot;xss&quot;)&lt;/script&gt;');
    expect(html).toContain('Injected heading after a lone CR');
    expect(html).toContain('Tom &amp; Jerry &amp;amp; friends \\');
    expect(html).toContain('\\&lt;b&gt;escaped by hand\\&lt;/b&gt;');
  });

  it('quotes each CommonMark line end: LF, CRLF and a lone CR', () => {
    expect(quote('one\ntwo\r\nthree\rfour')).toBe('> one\n> two\n> three\n> four');
    expect(quote('a\r\rb')).toBe('> a\n>\n> b');
    expect(quote('<b> & \\')).toBe('> \\<b> \\& \\\\');
  });
});
