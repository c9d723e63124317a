import qrcode from 'qrcode-generator';
import { type ReactNode, useMemo } from 'react';
import * as styles from './Security.css.ts';

export type QrCodeProps = {
  /** What the code holds (an `otpauth://` URI). */
  readonly value: string;
  /** What the image is, for a screen reader. */
  readonly label: string;
  /** Side in CSS pixels (the quiet zone included). */
  readonly size?: number;
};

/**
 * A QR code as SVG: `qrcode-generator` encodes the value (error correction M) and the dark modules
 * are one path in the theme's text colour on its surface, with the four-module quiet zone scanners need.
 */
export function QrCode({ value, label, size = 200 }: QrCodeProps): ReactNode {
  const { count, path } = useMemo(() => {
    const qr = qrcode(0, 'M');
    qr.addData(value);
    qr.make();
    const modules = qr.getModuleCount();
    let d = '';
    for (let row = 0; row < modules; row += 1)
      for (let col = 0; col < modules; col += 1)
        if (qr.isDark(row, col)) d += `M${col + 4} ${row + 4}h1v1h-1z`;
    return { count: modules + 8, path: d };
  }, [value]);
  return (
    <svg
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox={`0 0 ${count} ${count}`}
      shapeRendering="crispEdges"
      data-qr-value={value}
    >
      <rect width={count} height={count} className={styles.qrLight} />
      <path d={path} className={styles.qrDark} />
    </svg>
  );
}
