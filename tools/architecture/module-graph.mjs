#!/usr/bin/env node
// Prints the API's module graph: for each top-level folder of apps/api/src, the other folders its
// non-spec .ts files import (relative imports) and the workspace libs it uses; the Nest modules each
// *.module.ts lists in `imports:`; line counts; mutual imports and the longest import chain.
//
//   node tools/architecture/module-graph.mjs                  the working tree
//   node tools/architecture/module-graph.mjs --ref <commit>   the API as of a commit (a "before")
//   node tools/architecture/module-graph.mjs --src <dir>      another source folder
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join, posix, relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';

const REPO = resolve(import.meta.dirname, '../..');
const DEFAULT_SRC = 'apps/api/src';

/** Every .ts file under `src` as { path (relative to src), text }, from disk or from a commit. */
function readSources({ src, ref }) {
  if (ref) {
    const git = (...args) => execFileSync('git', args, { cwd: REPO, encoding: 'utf8', maxBuffer: 64 << 20 });
    return git('ls-tree', '-r', '--name-only', ref, '--', src)
      .split('\n')
      .filter((path) => path.endsWith('.ts'))
      .map((path) => ({ path: posix.relative(src, path), text: git('show', `${ref}:${path}`) }));
  }
  const root = resolve(REPO, src);
  return readdirSync(root, { recursive: true })
    .map(String)
    .filter((path) => path.endsWith('.ts'))
    .map((path) => ({
      path: relative(root, join(root, path)).split('\\').join('/'),
      text: readFileSync(join(root, path), 'utf8'),
    }));
}

/** A top-level folder, or a file that sits at the top (main.ts). */
const unitOf = (path) => (path.includes('/') ? path.slice(0, path.indexOf('/')) : path);

const isSpec = (path) => /\.(spec|test)\.ts$/.test(path);

/** Module specifiers of `import ... from`, `export ... from`, `import '...'`, `import()` and `require()`. */
function specifiersOf(text) {
  const pattern = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+|\brequire\s*\(\s*)['"]([^'"\n]+)['"]/g;
  return [...text.matchAll(pattern)].map((match) => match[1]);
}

/** The imported name -> its specifier, for `import { A, B as C } from '...'` and default imports. */
function importedNames(text) {
  const names = new Map();
  const pattern = /\bimport\s+(?:type\s+)?([\w$]+)?\s*,?\s*(?:\{([^}]*)\})?\s*from\s*['"]([^'"\n]+)['"]/g;
  for (const [, defaultName, named, specifier] of text.matchAll(pattern)) {
    if (defaultName) names.set(defaultName, specifier);
    for (const part of (named ?? '').split(',')) {
      const local = part
        .replace(/^\s*type\s+/, '')
        .split(/\s+as\s+/)
        .pop()
        ?.trim();
      if (local) names.set(local, specifier);
    }
  }
  return names;
}

/** Where a relative specifier lands, as a unit of src; undefined for packages. */
function targetUnit(fromPath, specifier) {
  if (!specifier.startsWith('.')) return undefined;
  const target = posix.normalize(posix.join(posix.dirname(fromPath), specifier));
  if (target.startsWith('..')) return undefined;
  return target.includes('/') ? unitOf(target) : `${target}.ts`;
}

/** The text between the brackets of `imports: [ ... ]` in an @Module({...}), split at top-level commas. */
function moduleImportItems(text) {
  const start = text.search(/@Module\s*\(/);
  if (start < 0) return [];
  const key = /\bimports\s*:\s*\[/g;
  key.lastIndex = start;
  const found = key.exec(text);
  if (!found) return [];
  const items = [];
  let depth = 0;
  let current = '';
  const rest = text.slice(key.lastIndex).replace(/\/\*[\s\S]*?\*\/|\/\/[^\n]*/g, '');
  for (const char of rest) {
    if (depth === 0 && (char === ']' || char === ',')) {
      if (current.trim()) items.push(current.replace(/\s+/g, ' ').trim());
      if (char === ']') break;
      current = '';
      continue;
    }
    if ('([{'.includes(char)) depth += 1;
    if (')]}'.includes(char)) depth -= 1;
    current += char;
  }
  return items;
}

/** `forwardRef(() => X)` -> X (forwardRef); `X.forFeature([A, B])` -> X.forFeature(A, B); `X.forRoot({...})` -> X.forRoot(…). */
function describeModuleItem(item) {
  const forward = /^forwardRef\(\s*\(\)\s*=>\s*([\w$]+)\s*\)$/.exec(item);
  if (forward) return { name: forward[1], label: `${forward[1]} (forwardRef)` };
  const feature = /^([\w$]+)\.forFeature\(\s*\[([^\]]*)\]/.exec(item);
  if (feature) {
    const entities = feature[2]
      .split(',')
      .map((entity) => entity.trim())
      .filter(Boolean);
    return { name: feature[1], label: `${feature[1]}.forFeature(${entities.join(', ')})` };
  }
  const call = /^([\w$]+)\.([\w$]+)\(/.exec(item);
  if (call) return { name: call[1], label: `${call[1]}.${call[2]}(…)` };
  return { name: item.replace(/^\.\.\./, ''), label: item };
}

function analyse(files) {
  const units = new Map();
  const unit = (name) => {
    if (!units.has(name))
      units.set(name, { name, files: 0, lines: 0, imports: new Set(), libs: new Set(), importedBy: new Set() });
    return units.get(name);
  };
  const modules = [];
  for (const { path, text } of files.filter((file) => !isSpec(file.path))) {
    const from = unit(unitOf(path));
    from.files += 1;
    from.lines += text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
    for (const specifier of specifiersOf(text)) {
      const to = targetUnit(path, specifier);
      if (to && to !== from.name) {
        from.imports.add(to);
        unit(to).importedBy.add(from.name);
      }
      if (specifier.startsWith('@cantina/')) from.libs.add(specifier.slice('@cantina/'.length));
    }
    if (path.endsWith('.module.ts')) {
      const names = importedNames(text);
      const imports = moduleImportItems(text).map((item) => {
        const { name, label } = describeModuleItem(item);
        const specifier = names.get(name);
        const where = specifier === undefined ? undefined : (targetUnit(path, specifier) ?? specifier);
        return where && where !== from.name ? `${label} [${where}]` : label;
      });
      modules.push({ path, imports });
    }
  }
  return { units: [...units.values()].sort((a, b) => a.name.localeCompare(b.name)), modules };
}

/** Groups of folders that import each other round a cycle (strongly connected, Tarjan). */
function cycles(units) {
  const byName = new Map(units.map((unit) => [unit.name, unit]));
  const index = new Map();
  const low = new Map();
  const stack = [];
  const groups = [];
  const visit = (name) => {
    index.set(name, index.size);
    low.set(name, index.get(name));
    stack.push(name);
    for (const next of byName.get(name)?.imports ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(name, Math.min(low.get(name), low.get(next)));
      } else if (stack.includes(next)) {
        low.set(name, Math.min(low.get(name), index.get(next)));
      }
    }
    if (low.get(name) !== index.get(name)) return;
    const group = stack.splice(stack.indexOf(name));
    if (group.length > 1) groups.push(group.sort());
  };
  for (const unit of units) if (!index.has(unit.name)) visit(unit.name);
  return groups;
}

/** The longest chain of imports between folders, each folder at most once. */
function longestChain(units) {
  const byName = new Map(units.map((unit) => [unit.name, unit]));
  let best = [];
  const walk = (chain) => {
    if (chain.length > best.length) best = chain;
    for (const next of byName.get(chain.at(-1))?.imports ?? []) {
      if (!chain.includes(next)) walk([...chain, next]);
    }
  };
  for (const unit of units) walk([unit.name]);
  return best;
}

function table(header, rows) {
  const widths = header.map((_, column) => Math.max(...[header, ...rows].map((row) => String(row[column]).length)));
  const line = (row) =>
    row
      .map((cell, column) =>
        typeof cell === 'number' ? String(cell).padStart(widths[column]) : String(cell).padEnd(widths[column]),
      )
      .join('  ')
      .trimEnd();
  return [line(header), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line)].join('\n');
}

/** `label -> a, b, c`, wrapped under the first item at `width` characters. */
function arrowLines(rows, width = 100) {
  const labelWidth = Math.max(...rows.map(([label]) => label.length));
  const indent = ' '.repeat(labelWidth + 4);
  return rows
    .flatMap(([label, items]) => {
      const lines = [];
      let line = `${label.padEnd(labelWidth)} -> `;
      let onLine = 0;
      for (const [i, item] of items.entries()) {
        const text = i < items.length - 1 ? `${item},` : item;
        if (onLine > 0 && line.length + 1 + text.length > width) {
          lines.push(line);
          line = indent;
          onLine = 0;
        }
        line += onLine > 0 ? ` ${text}` : text;
        onLine += 1;
      }
      return [...lines, items.length === 0 ? `${line}-` : line];
    })
    .join('\n');
}

function report({ units, modules }, source) {
  const sorted = (set) => [...set].sort();
  const total = units.reduce((sum, unit) => ({ files: sum.files + unit.files, lines: sum.lines + unit.lines }), {
    files: 0,
    lines: 0,
  });
  const groups = cycles(units);
  const chain = longestChain(units);
  return [
    `API module graph: ${source}`,
    '',
    'Folders (non-spec .ts files; lines include blanks and comments)',
    table(
      ['folder', 'files', 'lines', 'imports', 'imported by', '@cantina libs'],
      [
        ...units.map((unit) => [
          unit.name,
          unit.files,
          unit.lines,
          unit.imports.size,
          unit.importedBy.size,
          sorted(unit.libs).join(', ') || '-',
        ]),
        ['total', total.files, total.lines, '', '', ''],
      ],
    ),
    '',
    'Which folder imports which (relative imports in non-spec files)',
    arrowLines(units.map((unit) => [unit.name, sorted(unit.imports)])),
    '',
    `Import cycles: ${groups.map((group) => `{${group.join(', ')}}`).join(', ') || 'none'}`,
    `Longest import chain (${chain.length} folders): ${chain.join(' -> ')}`,
    '',
    'Nest modules (@Module imports; [folder or package] each comes from)',
    arrowLines(modules.sort((a, b) => a.path.localeCompare(b.path)).map(({ path, imports }) => [path, imports])),
  ].join('\n');
}

const { values } = parseArgs({ options: { ref: { type: 'string' }, src: { type: 'string', default: DEFAULT_SRC } } });
const source = `${values.src} ${values.ref ? `at ${values.ref}` : '(working tree)'}`;
console.log(report(analyse(readSources(values)), source));
