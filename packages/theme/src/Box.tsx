import type { ComponentPropsWithoutRef, ElementType, ReactNode } from 'react';
import { createElement } from 'react';
import type { Sprinkles } from './sprinkles.css.ts';
import { sprinkles } from './sprinkles.css.ts';

type SprinkleKey = keyof NonNullable<Sprinkles>;

export type BoxProps<E extends ElementType = 'div'> = {
  /** Element or component to render (default `div`). */
  readonly as?: E;
  readonly className?: string;
  readonly children?: ReactNode;
} & NonNullable<Sprinkles> &
  Omit<ComponentPropsWithoutRef<E>, 'as' | 'className' | 'children' | SprinkleKey>;

/**
 * Layout primitive: sprinkles as props. `<Box as="section" display="flex" gap={{ base: 'sm', md: 'lg' }}>`.
 * Unknown props go to the element.
 */
export function Box<E extends ElementType = 'div'>({
  as,
  className,
  children,
  ...rest
}: BoxProps<E>): ReactNode {
  const atoms: Record<string, unknown> = {};
  const other: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(rest)) {
    if (sprinkles.properties.has(key as SprinkleKey)) atoms[key] = value;
    else other[key] = value;
  }
  const atomClass = sprinkles(atoms as Sprinkles);
  const cls = [atomClass, className].filter((c) => c !== undefined && c !== '').join(' ');
  return createElement(as ?? 'div', { ...other, className: cls === '' ? undefined : cls }, children);
}
