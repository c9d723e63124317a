import type { ReactNode, SVGProps } from 'react';
import type { IconName } from './icons.tsx';
import { ICON_PATHS } from './icons.tsx';

export type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'> & {
  readonly name: IconName;
  /** Size in px or any CSS length; default 1.25em so icons follow the text size. */
  readonly size?: number | string;
  /**
   * Accessible name. Without it the icon is decorative (`aria-hidden`), which is right when the
   * surrounding control already has a label.
   */
  readonly label?: string;
};

/** Inline SVG icon drawn with `currentColor`, so it takes the colour of its text. */
export function Icon({ name, size = '1.25em', label, ...rest }: IconProps): ReactNode {
  return (
    // biome-ignore lint/a11y/noSvgWithoutTitle: decorative icons are aria-hidden; labelled ones use role="img" and aria-label
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      focusable="false"
      data-icon={name}
      {...(label === undefined ? { 'aria-hidden': true } : { role: 'img', 'aria-label': label })}
      {...rest}
    >
      {ICON_PATHS[name]}
    </svg>
  );
}
