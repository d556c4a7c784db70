import type { CSSProperties } from 'react';
import { lines as linesClass, skeleton } from './Skeleton.css.ts';

/** Props of `Skeleton`. */
export interface SkeletonProps {
  /**
   * `text` a line of text, `circle` an avatar or logo, `rect` an image or a block.
   * @default 'text'
   */
  shape?: 'text' | 'circle' | 'rect';
  /**
   * Width as a CSS length (`'60%'`, `'12rem'`).
   * @default '100%' (text and rect), the height (circle)
   */
  width?: string;
  /**
   * Height as a CSS length; text lines follow the font size.
   * @default '0.75em' (text), '2.5rem' (circle), '6rem' (rect)
   */
  height?: string;
  /**
   * Number of text lines; the last one is shorter, like a paragraph's.
   * @default 1
   */
  lines?: number;
  /**
   * Extra class name.
   * @default undefined
   */
  className?: string;
}

const defaultHeight = { text: undefined, circle: '2.5rem', rect: '6rem' } as const;

/**
 * A placeholder while content loads. It pulses gently, and stands still under
 * `prefers-reduced-motion`. Hidden from assistive technology: mark the loading region with
 * `aria-busy="true"` and announce loading once (e.g. a visually hidden "Loading…").
 */
export function Skeleton({ shape = 'text', width, height, lines = 1, className }: SkeletonProps) {
  const h = height ?? defaultHeight[shape];
  const style: CSSProperties = {
    width: width ?? (shape === 'circle' ? h : '100%'),
    height: h,
  };
  const classes = [skeleton({ shape }), className].filter(Boolean).join(' ');
  if (shape === 'text' && lines > 1) {
    return (
      <span className={linesClass} aria-hidden="true">
        {Array.from({ length: lines }, (_, i) => (
          <span
            key={i}
            className={classes}
            style={{ ...style, width: i === lines - 1 ? '60%' : style.width }}
          />
        ))}
      </span>
    );
  }
  return <span className={classes} style={style} aria-hidden="true" />;
}
