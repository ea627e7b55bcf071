import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@landscape/contract';
// The design engine's catalogue (titles, plants, materials, sizes, analysis, plan labels) is what a
// homeowner reads most; it is checked here beside the studio's own locale files.
import { catalogueProblems, DESIGN_LANGUAGES } from '../../../../packages/design/src/catalogue/languages/index.ts';

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

describe('design engine catalogue', () => {
  for (const lang of LANGUAGES) {
    it(`${lang}: every name and sentence of the design engine is present and non-empty, with the same placeholders`, () => {
      expect(DESIGN_LANGUAGES[lang], `no design catalogue for ${lang}`).toBeDefined();
      expect(catalogueProblems(lang)).toEqual([]);
    });

    it(`${lang}: the design engine names styles and areas as the studio does`, () => {
      const studio = load(lang, 'studio');
      const design = DESIGN_LANGUAGES[lang];
      for (const [id, name] of Object.entries(design.styles)) expect(name, id).toBe(studio.get(`styles.catalog.${id}.name`));
      expect(design.areas.front_yard).toBe(studio.get('areas.front_yard.name'));
      expect(design.areas.backyard).toBe(studio.get('areas.backyard.name'));
      expect(design.areas.walkway).toBe(studio.get('areas.walkway.name'));
    });
  }
});

describe('one name per area', () => {
  for (const lang of LANGUAGES) {
    it(`${lang}: hero tabs, Pro, My Designs, the tour and admin name each area as the studio form does`, () => {
      const studio = load(lang, 'studio');
      const name = (area: string) => studio.get(`areas.${area}.name`);
      const uses: [string, string, string][] = [
        ['studio', 'hero.tabs.front_yard', 'front_yard'],
        ['studio', 'hero.tabs.backyard', 'backyard'],
        ['studio', 'hero.tabs.walkway', 'walkway'],
        ['pro', 'areas.front_yard', 'front_yard'],
        ['pro', 'areas.backyard', 'backyard'],
        ['pro', 'areas.walkway', 'walkway'],
        ['gallery', 'areas.front_yard', 'front_yard'],
        ['gallery', 'areas.side_yard', 'side_yard'],
        ['gallery', 'areas.backyard', 'backyard'],
        ['gallery', 'areas.walkway', 'walkway'],
        ['admin', 'requirements.areas.front_yard', 'front_yard'],
        ['admin', 'requirements.areas.backyard', 'backyard'],
        ['admin', 'requirements.areas.walkway', 'walkway'],
        // the tour's four views include the side yard beside the back yard, so its back view keeps its own name
        ['tour', 'areas.front_yard', 'front_yard'],
        ['tour', 'areas.side_yard', 'side_yard'],
        ['tour', 'areas.walkway', 'walkway'],
      ];
      const wrong = uses
        .filter(([ns, key, area]) => load(lang, ns).get(key) !== name(area))
        .map(([ns, key, area]) => `${ns}:${key} = "${load(lang, ns).get(key)}", form says "${name(area)}"`);
      expect(wrong).toEqual([]);
    });
  }
});

// ---- keys used in code exist --------------------------------------------------------------

function sourceFiles(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) out.push(...sourceFiles(p));
    else if (/\.tsx?$/.test(p) && !/\.(test|spec)\.tsx?$/.test(p) && !p.endsWith('.d.ts')) out.push(p);
  }
  return out;
}

interface UsedKey {
  key: string;
  pattern: boolean;
  where: string;
  /** Names of the options passed beside the key (null: not readable from the source). */
  given: string[] | null;
}

/** Keys passed to t() as a literal (or a template, checked as a pattern), with the file's namespaces. */
export function usedKeys(source: string, fileName = 'file.tsx'): { namespaces: string[]; keys: UsedKey[] } {
  const sf = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, fileName.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const namespaces = new Set<string>();
  const keys: UsedKey[] = [];
  const visit = (node: ts.Node) => {
    // a t() handed in from a hook: `t: TFunction<'studio'>` uses that namespace's keys
    if (ts.isTypeReferenceNode(node) && node.typeName.getText(sf) === 'TFunction') {
      const arg = node.typeArguments?.[0];
      if (arg && ts.isLiteralTypeNode(arg) && ts.isStringLiteral(arg.literal)) namespaces.add(arg.literal.text);
    }
    if (ts.isCallExpression(node)) {
      const callee = node.expression;
      const name = ts.isIdentifier(callee) ? callee.text : ts.isPropertyAccessExpression(callee) ? callee.name.text : '';
      const [first, second] = node.arguments;
      if (name === 'useTranslation' && first && ts.isStringLiteral(first)) namespaces.add(first.text);
      // useTranslation(['studio', 'results'], { nsMode: 'fallback' }): a key is looked up in each, in order
      if (name === 'useTranslation' && first && ts.isArrayLiteralExpression(first))
        for (const el of first.elements) if (ts.isStringLiteral(el)) namespaces.add(el.text);
      if (name === 't' && first) {
        let ns: string | undefined;
        // the options given by name; null when they cannot be read (a variable, a spread)
        let given: string[] | null = second ? null : [];
        if (second && ts.isObjectLiteralExpression(second)) {
          given = [];
          for (const prop of second.properties) {
            if (ts.isPropertyAssignment(prop) && prop.name.getText(sf) === 'ns' && ts.isStringLiteral(prop.initializer)) ns = prop.initializer.text;
            if ((ts.isPropertyAssignment(prop) || ts.isShorthandPropertyAssignment(prop)) && given)
              given.push(prop.name.getText(sf).replace(/^['"]|['"]$/g, ''));
            else given = null;
          }
        }
        const where = `${fileName}:${sf.getLineAndCharacterOfPosition(node.getStart(sf)).line + 1}`;
        const prefix = ns ? `${ns}:` : '';
        if (ts.isStringLiteral(first) || ts.isNoSubstitutionTemplateLiteral(first)) keys.push({ key: prefix + first.text, pattern: false, where, given });
        else if (ts.isTemplateExpression(first)) {
          const parts = [first.head.text, ...first.templateSpans.map((sp) => sp.literal.text)];
          keys.push({ key: prefix + parts.join('\u0000'), pattern: true, where, given });
        }
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return { namespaces: namespaces.size ? [...namespaces] : ['common'], keys };
}

describe('keys used in code', () => {
  it('exist in the English locale files', () => {
    const en = new Map<string, Set<string>>();
    for (const ns of namespaces('en')) en.set(ns, new Set([...load('en', ns).keys()].map(baseKey)));
    const missing: string[] = [];
    for (const file of sourceFiles(SRC)) {
      const { namespaces: fileNs, keys } = usedKeys(readFileSync(file, 'utf8'), relative(SRC, file));
      for (const { key, pattern, where } of keys) {
        const [nsPart, bare] = key.includes(':') ? [key.slice(0, key.indexOf(':')), key.slice(key.indexOf(':') + 1)] : [null, key];
        const candidates = nsPart ? [nsPart] : fileNs;
        const found = candidates.some((ns) => {
          const set = en.get(ns);
          if (!set) return false;
          // A key may also name a subtree (objects and arrays read with returnObjects).
          if (!pattern) return set.has(bare) || [...set].some((k) => k.startsWith(`${bare}.`));
          const re = new RegExp(
            `^${bare
              .split('\u0000')
              .map((p) => p.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
              .join('[\\w-]+')}(\\..+)?$`,
          );
          return [...set].some((k) => re.test(k));
        });
        if (!found) missing.push(`${where} t('${bare.replaceAll('\u0000', '${…}')}') in ${candidates.join('/')}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('are given every {{placeholder}} their English string shows', () => {
    const en = new Map<string, Map<string, string>>();
    for (const ns of namespaces('en')) en.set(ns, load('en', ns));
    const unfilled: string[] = [];
    for (const file of sourceFiles(SRC)) {
      const { namespaces: fileNs, keys } = usedKeys(readFileSync(file, 'utf8'), relative(SRC, file));
      for (const { key, pattern, where, given } of keys) {
        if (pattern || !given) continue;
        const [nsPart, bare] = key.includes(':') ? [key.slice(0, key.indexOf(':')), key.slice(key.indexOf(':') + 1)] : [null, key];
        const ns = (nsPart ? [nsPart] : fileNs).find((n) => [...(en.get(n)?.keys() ?? [])].some((k) => baseKey(k) === bare));
        if (!ns) continue; // a subtree, or a missing key (the test above says so)
        const forms = [...en.get(ns)!.entries()].filter(([k]) => baseKey(k) === bare).map(([, v]) => v);
        const wanted = [...new Set(forms.flatMap(placeholders))];
        const missing = wanted.filter((p) => !given.includes(p));
        if (missing.length) unfilled.push(`${where} t('${bare}') leaves {{${missing.join('}}, {{')}}} unfilled`);
      }
    }
    expect(unfilled).toEqual([]);
  });

  it('the key finder reads namespaces, literals and templates', () => {
    const src = `const { t } = useTranslation('about'); t('a.b'); t(\`steps.\${k}.title\`); i18n.t('x', { ns: 'common' });`;
    const { namespaces: ns, keys } = usedKeys(src, 'f.ts');
    expect(ns).toEqual(['about']);
    expect(keys.map((k) => [k.key, k.pattern, k.given])).toEqual([
      ['a.b', false, []],
      ['steps.\u0000.title', true, []],
      ['common:x', false, ['ns']],
    ]);
    expect(usedKeys(`t('c', { length, max: 3 }); t('d', opts); t('e', { ...o, n: 1 });`, 'g.ts').keys.map((k) => k.given)).toEqual([
      ['length', 'max'],
      null,
      null,
    ]);
    // a t() handed in from a hook carries its namespace in its type
    expect(usedKeys(`function run(c: { t: TFunction<'studio'> }) { c.t('toasts.success'); }`, 'h.ts').namespaces).toEqual(['studio']);
  });
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
