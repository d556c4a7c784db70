import { ArrowDownRight, ArrowRight, ArrowUpRight } from 'lucide-react';
import type { ComponentType, ReactNode, SVGProps } from 'react';
import { useT } from '../i18n/index.ts';
import * as styles from './Stat.css.ts';

/** A change to show beside a stat. */
export interface StatTrend {
  /** Which way the number moved. */
  direction: 'up' | 'down' | 'flat';
  /** The change as text, e.g. "12%" or "3". Ignored for `flat`. */
  value?: string;
  /**
   * Whether the move is good news; colours the chip.
   * @default 'positive' for up, 'negative' for down, 'neutral' for flat
   */
  sentiment?: 'positive' | 'negative' | 'neutral';
}

/** Props of `Stat`. */
export interface StatProps {
  /** What is counted, e.g. "Open job postings". */
  label: ReactNode;
  /** The figure, already formatted (`Intl.NumberFormat`), e.g. "1,284". */
  value: ReactNode;
  /**
   * Optional change, e.g. `{ direction: 'up', value: '12%' }`.
   * @default undefined
   */
  trend?: StatTrend;
  /**
   * Context of the trend, e.g. "vs last week".
   * @default undefined
   */
  trendLabel?: ReactNode;
  /**
   * Optional icon (a lucide-react icon), decorative.
   * @default undefined
   */
  icon?: ComponentType<SVGProps<SVGSVGElement>>;
  /**
   * Extra class name.
   * @default undefined
   */
  className?: string;
}

const trendIcons = { up: ArrowUpRight, down: ArrowDownRight, flat: ArrowRight } as const;
const defaultSentiment = { up: 'positive', down: 'negative', flat: 'neutral' } as const;

/**
 * A key figure for dashboards: label, value and an optional trend ("Up 12% vs last week"). Put it
 * in a `Card`; group several in a grid.
 */
export function Stat({ label, value, trend, trendLabel, icon: Icon, className }: StatProps) {
  const t = useT('display');
  const TrendIcon = trend ? trendIcons[trend.direction] : null;
  const trendText = !trend
    ? null
    : trend.direction === 'flat'
      ? t('stat.trendFlat')
      : t(trend.direction === 'up' ? 'stat.trendUp' : 'stat.trendDown', {
          value: trend.value ?? '',
        });
  return (
    <div className={[styles.root, className].filter(Boolean).join(' ')}>
      <span className={styles.labelRow}>
        {Icon ? (
          <span className={styles.iconWrap} aria-hidden="true">
            <Icon width={16} height={16} />
          </span>
        ) : null}
        {label}
      </span>
      <span className={styles.value}>{value}</span>
      {trend && TrendIcon ? (
        <span className={styles.footer}>
          <span
            className={styles.trend({
              sentiment: trend.sentiment ?? defaultSentiment[trend.direction],
            })}
          >
            <TrendIcon className={styles.trendIcon} aria-hidden="true" />
            {trendText}
          </span>
          {trendLabel}
        </span>
      ) : null}
    </div>
  );
}
