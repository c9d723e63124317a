import { contrastRatio, formatRatio } from '@storefront/domain';
import type { ReactNode } from 'react';
import type { ThemeColors } from '../derive.ts';
import { contrastPairs } from '../derive.ts';
import type { Translate } from './messages.ts';
import * as s from './stories.css.ts';

/** Every text and UI pair of a derived theme with its WCAG ratio, the AA minimum and the result. */
export function ContrastTable({ color, t }: { color: ThemeColors; t: Translate }): ReactNode {
  return (
    <table className={s.table}>
      <caption className={s.subheading} style={{ textAlign: 'left' }}>
        {t('swatches.pairs')}
      </caption>
      <thead>
        <tr>
          <th scope="col">{t('swatches.pair')}</th>
          <th scope="col">{t('swatches.sample')}</th>
          <th scope="col">{t('swatches.ratio')}</th>
          <th scope="col">{t('swatches.required')}</th>
          <th scope="col">{t('swatches.result')}</th>
        </tr>
      </thead>
      <tbody>
        {contrastPairs(color).map((pair) => {
          const ratio = contrastRatio(pair.foreground, pair.background);
          const ok = ratio >= pair.min;
          return (
            <tr key={pair.id}>
              <th scope="row" className={s.code}>
                {pair.id}
              </th>
              <td>
                {pair.kind === 'text' ? (
                  <span className={s.sample} style={{ color: pair.foreground, background: pair.background }}>
                    Aa
                  </span>
                ) : (
                  <span
                    className={s.uiSample}
                    style={{ background: pair.background, borderColor: pair.foreground }}
                    aria-hidden="true"
                  />
                )}
              </td>
              <td className={s.code}>{formatRatio(ratio)}</td>
              <td className={s.code}>{formatRatio(pair.min)}</td>
              <td className={ok ? s.pass : s.fail}>{ok ? t('swatches.pass') : t('swatches.fail')}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
