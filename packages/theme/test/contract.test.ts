import { describe, expect, it } from 'vitest';
import { cssVarName, vars } from '../src/contract.ts';
import { deriveDealerTheme } from '../src/derive.ts';

// The contract names its colour variables from the shape of `ThemeColors` alone (no derivation at
// load): it must name exactly the colours the derivation produces, each as its public variable.

/** Every leaf path of a nested object, with its value. */
function leaves(value: object, path: string[] = []): [string[], unknown][] {
  return Object.entries(value).flatMap(([key, leaf]) =>
    typeof leaf === 'object' && leaf !== null ? leaves(leaf, [...path, key]) : [[[...path, key], leaf]],
  );
}

describe('theme contract', () => {
  it('names a variable for every derived colour and for nothing else', () => {
    const derived = leaves(deriveDealerTheme({ button_cta_color: '#c8102e' }).color).map(([path]) =>
      path.join('.'),
    );
    const named = leaves(vars.color).map(([path]) => path.join('.'));
    expect(named.sort()).toEqual(derived.sort());
  });

  it('names each colour by its public CSS variable', () => {
    for (const [path, name] of leaves(vars.color))
      expect(name).toBe(`var(${cssVarName(['color', ...path])})`);
    expect(vars.color.brand.base).toBe('var(--sf-color-brand-base)');
  });
});
