#!/usr/bin/env node
// Lists the largest files and functions of the given folders (Babel's parser, TypeScript syntax).
//   node scripts/largest.mjs apps/server/src packages/domain/src [--top 15]
// A function is any declaration, method, function expression or arrow function with a body;
// its size is its line count, its name the declaration's, the variable or property it is bound
// to, or, for a callback, the call it is passed to (`app.post('/x/')`).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, relative } from 'node:path';

// The workspace's TypeScript (7, native) has no compiler API; Babel's parser is in the store.
const require = createRequire(import.meta.url);
const storeDir = join(import.meta.dirname, '..', 'node_modules', '.pnpm');
const babelDir = readdirSync(storeDir).find((d) => d.startsWith('@babel+parser@'));
const { parse } = require(join(storeDir, babelDir, 'node_modules', '@babel', 'parser'));

const args = process.argv.slice(2);
const topIndex = args.indexOf('--top');
const top = topIndex >= 0 ? Number(args[topIndex + 1]) : 15;
const roots = args.filter((a, i) => !a.startsWith('--') && (topIndex < 0 || i !== topIndex + 1));

function* walk(dir) {
  if (!statSync(dir).isDirectory()) {
    yield dir;
    return;
  }
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name === 'dist') continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* walk(path);
    else if (/\.(ts|tsx|mts)$/.test(name) && !/\.d\.ts$/.test(name)) yield path;
  }
}

function calleeText(node, text) {
  const callee = text.slice(node.callee.start, node.callee.end).replace(/\s+/g, '');
  const first = node.arguments[0];
  const label = first?.type === 'StringLiteral' ? `'${first.value}'` : '';
  return `${callee.length > 40 ? `${callee.slice(0, 40)}…` : callee}(${label})`;
}

function nameOf(node, parent, text) {
  if (node.id?.name) return node.id.name;
  if (node.key) return text.slice(node.key.start, node.key.end);
  if (!parent) return '(anonymous)';
  if (parent.type === 'VariableDeclarator' && parent.id.type === 'Identifier') return parent.id.name;
  if (parent.type === 'ObjectProperty' || parent.type === 'ClassProperty')
    return text.slice(parent.key.start, parent.key.end);
  if (parent.type === 'CallExpression' || parent.type === 'NewExpression') return calleeText(parent, text);
  return '(anonymous)';
}

const FUNCTION_TYPES = new Set([
  'FunctionDeclaration',
  'FunctionExpression',
  'ArrowFunctionExpression',
  'ObjectMethod',
  'ClassMethod',
  'ClassPrivateMethod',
]);

const files = [];
const functions = [];
for (const root of roots) {
  for (const path of walk(root)) {
    const text = readFileSync(path, 'utf8');
    const rel = relative(process.cwd(), path);
    const lines = text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
    files.push({ rel, lines });
    const ast = parse(text, { sourceType: 'module', plugins: ['typescript', 'jsx'], errorRecovery: true });
    const visit = (node, parent) => {
      if (FUNCTION_TYPES.has(node.type) && node.body) {
        const start = node.loc.start.line;
        const lines = node.loc.end.line - start + 1;
        functions.push({ rel, line: start, lines, name: nameOf(node, parent, text) });
      }
      for (const key of Object.keys(node)) {
        if (key === 'loc' || key === 'leadingComments' || key === 'trailingComments') continue;
        const value = node[key];
        if (Array.isArray(value)) {
          for (const child of value) if (child && typeof child.type === 'string') visit(child, node);
        } else if (value && typeof value.type === 'string') visit(value, node);
      }
    };
    visit(ast.program, null);
  }
}

files.sort((a, b) => b.lines - a.lines);
functions.sort((a, b) => b.lines - a.lines);
console.log(`files: ${files.length}, lines: ${files.reduce((s, f) => s + f.lines, 0)}`);
console.log(`largest files:`);
for (const f of files.slice(0, top)) console.log(`  ${String(f.lines).padStart(5)}  ${f.rel}`);
console.log(`largest functions:`);
for (const f of functions.slice(0, top))
  console.log(`  ${String(f.lines).padStart(5)}  ${f.name}  ${f.rel}:${f.line}`);
const over = (n) => functions.filter((f) => f.lines > n).length;
console.log(`functions over 40 lines: ${over(40)}, over 80: ${over(80)}, over 150: ${over(150)}`);
