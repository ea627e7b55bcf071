import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@landscape/contract';

// Every user-facing string lives in src/locales/<lang>/<namespace>.json. This test fails when a
// language lacks a key (or leaves it empty) in any namespace, and when a .tsx file under src/
// shows English text directly instead of going through t().

const SRC = fileURLToPath(new URL('..', import.meta.url));
const LOCALES = join(SRC, 'locales');

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [k, v] of Object.entries(tree)) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (v && typeof v === 'object') for (const [kk, vv] of flatten(v, key)) out.set(kk, vv);
    else out.set(key, typeof v === 'string' ? v : String(v));
  }
  return out;
}

function namespaces(lang: string): string[] {
  return readdirSync(join(LOCALES, lang))
    .filter((f) => f.endsWith('.json'))
    .map((f) => f.replace(/\.json$/, ''))
    .sort();
}

function load(lang: string, ns: string): Map<string, string> {
  return flatten(JSON.parse(readFileSync(join(LOCALES, lang, `${ns}.json`), 'utf8')) as Tree);
}

/** i18next plural forms differ per language (zh has only _other); compare on the base key. */
function baseKey(key: string): string {
  return key.replace(/_(zero|one|two|few|many|other)$/, '');
}

/** {{placeholders}} a translation must keep. */
function placeholders(text: string): string[] {
  return [...text.matchAll(/\{\{\s*([\w.]+)[^}]*\}\}/g)].map((m) => m[1]).sort();
}

describe('locale files', () => {
  const allNamespaces = [...new Set(LANGUAGES.flatMap((l) => namespaces(l)))].sort();

  it('exist for every language', () => {
    expect(allNamespaces.length).toBeGreaterThan(0);
    for (const lang of LANGUAGES) expect(namespaces(lang), `namespaces of ${lang}`).toEqual(allNamespaces);
  });

  for (const ns of allNamespaces) {
    it(`${ns}: every key is present and non-empty in ${LANGUAGES.join(', ')}`, () => {
      const byLang = Object.fromEntries(LANGUAGES.map((l) => [l, load(l, ns)]));
      const keys = new Set<string>();
      for (const l of LANGUAGES) for (const k of byLang[l].keys()) keys.add(baseKey(k));
      const problems: string[] = [];
      for (const key of [...keys].sort()) {
        for (const l of LANGUAGES) {
          const forms = [...byLang[l].entries()].filter(([k]) => baseKey(k) === key);
          if (forms.length === 0) problems.push(`${l}/${ns}.json is missing "${key}"`);
          for (const [k, v] of forms) if (!v.trim()) problems.push(`${l}/${ns}.json has an empty "${k}"`);
        }
        const en = [...byLang.en.entries()].find(([k]) => baseKey(k) === key)?.[1];
        if (en === undefined) continue;
        for (const l of LANGUAGES) {
          const other = [...byLang[l].entries()].find(([k]) => baseKey(k) === key)?.[1];
          if (other !== undefined && other.trim() && placeholders(other).join() !== placeholders(en).join()) {
            problems.push(`${l}/${ns}.json "${key}" uses {{${placeholders(other).join(', ')}}} but en uses {{${placeholders(en).join(', ')}}}`);
          }
        }
      }
      expect(problems).toEqual([]);
    });
  }
});

// ---- literal English in components --------------------------------------------------------

const TEXT_ATTRIBUTES = new Set(['aria-label', 'title', 'placeholder', 'alt', 'aria-description', 'aria-placeholder', 'aria-roledescription']);
/** Words, not symbols: at least two letters in a row ("×", "404", "/" and "·" are fine). */
const WORDS = /\p{L}{2,}/u;

function tsxFiles(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) out.push(...tsxFiles(p));
    else if (p.endsWith('.tsx') && !/\.(test|spec)\.tsx$/.test(p)) out.push(p);
  }
  return out;
}

function literalText(node: ts.Node): string | null {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node)) return [node.head.text, ...node.templateSpans.map((s) => s.literal.text)].join('…');
  return null;
}

/** Finds `<p>Hello</p>`, `{'Hello'}` children and `aria-label="Hello"`-style attributes. */
export function findLiteralStrings(source: string, fileName = 'file.tsx'): string[] {
  const sf = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const where = (n: ts.Node) => `${fileName}:${sf.getLineAndCharacterOfPosition(n.getStart(sf)).line + 1}`;
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node)) {
      const text = node.text.replace(/\s+/g, ' ').trim();
      if (WORDS.test(text)) found.push(`${where(node)} text "${text}"`);
    } else if (ts.isJsxExpression(node) && node.expression && (ts.isJsxElement(node.parent) || ts.isJsxFragment(node.parent))) {
      const text = literalText(node.expression);
      if (text !== null && WORDS.test(text)) found.push(`${where(node)} text "${text.trim()}"`);
    } else if (ts.isJsxAttribute(node)) {
      const name = node.name.getText(sf);
      if (TEXT_ATTRIBUTES.has(name) && node.initializer) {
        const init = node.initializer;
        const text = ts.isStringLiteral(init) ? init.text : ts.isJsxExpression(init) && init.expression ? literalText(init.expression) : null;
        if (text !== null && WORDS.test(text)) found.push(`${where(node)} ${name}="${text}"`);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return found;
}

describe('components', () => {
  it('the scanner catches literal text and attributes, and lets t() calls through', () => {
    const src = `export const A = () => (
      <div aria-label="Close menu" title={'Hello there'}>
        Sign in now
        {'Welcome'}
        <img alt={\`A \${x} garden\`} />
        <span aria-label={t('a11y.close')}>{t('app.name')} · 404 ×</span>
      </div>
    );`;
    expect(findLiteralStrings(src).map((s) => s.replace(/^file\.tsx:\d+ /, ''))).toEqual([
      'aria-label="Close menu"',
      'title="Hello there"',
      'text "Sign in now"',
      'text "Welcome"',
      'alt="A … garden"',
    ]);
  });

  it('show no literal user-facing English under src/', () => {
    const found = tsxFiles(SRC).flatMap((f) => findLiteralStrings(readFileSync(f, 'utf8'), relative(SRC, f)));
    expect(found).toEqual([]);
  });
});
