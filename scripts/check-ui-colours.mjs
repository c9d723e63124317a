#!/usr/bin/env node
// Fails (exit 1, listing file:line) when a file under packages/ui/src hard-codes a colour:
// a #hex literal, a CSS colour function (rgb(), rgba(), hsl(), hsla(), hwb(), lab(), lch(), oklab(),
// oklch(), color()) or a named CSS colour in a style value. Components must use the theme contract
// (`vars.color.*` from @storefront/theme) so every dealer theme applies.
//
// Usage: node scripts/check-ui-colours.mjs [directory]   (default: packages/ui/src)
// `transparent`, `currentColor`, `inherit` and the like are allowed: they are not colour choices.

import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const target = path.resolve(process.argv[2] ?? path.join(repoRoot, 'packages/ui/src'));

const EXTENSIONS = /\.(?:[cm]?[jt]sx?|css|scss|less|html|svg|mdx?)$/;

// CSS Color Module Level 4 named colours (not transparent/currentColor).
const NAMED =
  `aliceblue antiquewhite aqua aquamarine azure beige bisque black blanchedalmond blue blueviolet brown
burlywood cadetblue chartreuse chocolate coral cornflowerblue cornsilk crimson cyan darkblue darkcyan darkgoldenrod
darkgray darkgreen darkgrey darkkhaki darkmagenta darkolivegreen darkorange darkorchid darkred darksalmon
darkseagreen darkslateblue darkslategray darkslategrey darkturquoise darkviolet deeppink deepskyblue dimgray dimgrey
dodgerblue firebrick floralwhite forestgreen fuchsia gainsboro ghostwhite gold goldenrod gray green greenyellow grey
honeydew hotpink indianred indigo ivory khaki lavender lavenderblush lawngreen lemonchiffon lightblue lightcoral
lightcyan lightgoldenrodyellow lightgray lightgreen lightgrey lightpink lightsalmon lightseagreen lightskyblue
lightslategray lightslategrey lightsteelblue lightyellow lime limegreen linen magenta maroon mediumaquamarine
mediumblue mediumorchid mediumpurple mediumseagreen mediumslateblue mediumspringgreen mediumturquoise
mediumvioletred midnightblue mintcream mistyrose moccasin navajowhite navy oldlace olive olivedrab orange orangered
orchid palegoldenrod palegreen paleturquoise palevioletred papayawhip peachpuff peru pink plum powderblue purple
rebeccapurple red rosybrown royalblue saddlebrown salmon sandybrown seagreen seashell sienna silver skyblue slateblue
slategray slategrey snow springgreen steelblue tan teal thistle tomato turquoise violet wheat white whitesmoke yellow
yellowgreen`.split(/\s+/);
const NAMED_RE = new RegExp(`(?<![\\w$.-])(?:${NAMED.join('|')})(?![\\w$-])`, 'i');

const HEX_RE = /(?<![\w&/$-])#(?:[0-9a-f]{8}|[0-9a-f]{6}|[0-9a-f]{3,4})(?![\w-])/i;
const HREF_HEX_RE = /\b(?:href|to|id|htmlFor|aria-[a-z]+)\s*=\s*\{?\s*["'`]#/;
const FUNC_RE = /(?<![\w$.-])(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch|color)\(/i;

// Properties whose values carry colours (camelCase, kebab-case or SVG attributes).
const COLOUR_PROP =
  '(?:[a-zA-Z-]*(?:color|Color)|background(?:-?[a-zA-Z]+)?|border(?:-?[a-zA-Z]+)?|outline|fill|stroke|' +
  '(?:box|text)-?[sS]hadow|column-?[rR]ule|text-?[dD]ecoration|stop-?[cC]olor|flood-?[cC]olor|caret|accent)';
// `prop: 'value'` in objects, `prop="value"` in JSX/SVG, `prop: value;` in CSS.
const OBJECT_VALUE_RE = new RegExp(`["']?\\b${COLOUR_PROP}["']?\\s*:\\s*(["'\`])([^"'\`]*)\\1`, 'g');
const ATTR_VALUE_RE = new RegExp(`\\b${COLOUR_PROP}\\s*=\\s*\\{?\\s*(["'\`])([^"'\`]*)\\1`, 'g');
const CSS_VALUE_RE = new RegExp(`(?:^|[;{\\s])${COLOUR_PROP}\\s*:\\s*([^;{}]+)`, 'g');

/** Removes comments, keeping line breaks so line numbers stay right. */
const stripComments = (text) =>
  text
    .replace(/\/\*[\s\S]*?\*\//g, (m) => m.replace(/[^\n]/g, ' '))
    .replace(/<!--[\s\S]*?-->/g, (m) => m.replace(/[^\n]/g, ' '))
    .replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1');

const walk = (dir) => {
  const out = [];
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name.startsWith('.')) continue;
    const full = path.join(dir, name);
    const st = statSync(full);
    if (st.isDirectory()) out.push(...walk(full));
    else if (EXTENSIONS.test(name)) out.push(full);
  }
  return out;
};

// Files whose colours are the data they are about, not styles: the console's brand-colour editor edits a
// dealer's colours as text (#RRGGBB), so its fixtures, stories and example message hold colour values.
const COLOUR_DATA = new Set([
  'packages/ui/src/console/BrandColourEditor.stories.tsx',
  'packages/ui/src/console/StorefrontSettingsForm.stories.tsx',
  'packages/ui/src/console/settingsFixtures.ts',
  'packages/ui/src/console/settingsMessages.ts',
]);

const findings = [];
const files = (existsSync(target) ? walk(target) : []).filter(
  (file) => !COLOUR_DATA.has(path.relative(repoRoot, file).split(path.sep).join('/')),
);
for (const file of files) {
  const isCss = /\.(?:css|scss|less)$/.test(file);
  const lines = stripComments(readFileSync(file, 'utf8')).split('\n');
  lines.forEach((line, i) => {
    const reasons = [];
    const hex = HEX_RE.exec(line);
    if (hex && !HREF_HEX_RE.test(line)) reasons.push(`hex colour ${hex[0]}`);
    const fn = FUNC_RE.exec(line);
    if (fn) reasons.push(`colour function ${fn[0]})`);
    const values = [];
    for (const m of line.matchAll(OBJECT_VALUE_RE)) values.push(m[2]);
    for (const m of line.matchAll(ATTR_VALUE_RE)) values.push(m[2]);
    if (isCss) for (const m of line.matchAll(CSS_VALUE_RE)) values.push(m[1]);
    for (const v of values) {
      const named = NAMED_RE.exec(v);
      if (named) reasons.push(`named colour '${named[0]}'`);
    }
    if (reasons.length > 0) {
      findings.push(
        `${path.relative(repoRoot, file)}:${i + 1}: ${[...new Set(reasons)].join(', ')}: ${line.trim()}`,
      );
    }
  });
}

if (findings.length > 0) {
  console.error(
    `Hard-coded colours in ${path.relative(repoRoot, target) || '.'} (use vars.color.* from @storefront/theme):`,
  );
  for (const f of findings) console.error(`  ${f}`);
  process.exit(1);
}
console.log(
  `check-ui-colours: ${files.length} file(s) under ${path.relative(repoRoot, target) || '.'}, no hard-coded colours.`,
);
