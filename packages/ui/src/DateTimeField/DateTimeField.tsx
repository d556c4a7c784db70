import type { ZonedDateTime } from '@internationalized/date';
import {
  DateField as RACDateField,
  DateInput,
  DateSegment,
  type DateFieldProps as RACDateFieldProps,
} from 'react-aria-components';
import { FieldHelp, FieldLabel, type FieldBaseProps } from '../private/FieldParts.tsx';
import { field, shell } from '../private/styles.css.ts';
import { box, segment, segments, zone } from './DateTimeField.css.ts';

/** Props of `DateTimeField`: RAC DateField props over a `ZonedDateTime`, plus label and help. */
export interface DateTimeFieldProps
  extends Omit<RACDateFieldProps<ZonedDateTime>, 'className' | 'children'>, FieldBaseProps {
  /**
   * The time zone's name shown after the segments (e.g. "Europe/Berlin" or "CET"), so the reader
   * knows in which zone the time is read; hidden when not given.
   */
  zoneLabel?: string;
  /** Extra class name on the field wrapper. */
  className?: string;
}

/**
 * A date and time of day, to the minute, typed or stepped segment by segment (react-aria-components
 * `DateField`): arrow keys step a segment, digits type it, Tab moves on; no pointer, no dragging,
 * no calendar popover needed. The value is an `@internationalized/date` `ZonedDateTime` (its
 * zone's daylight-saving rules are the library's), `minValue`/`maxValue` make it invalid outside
 * them; the segments' order and the 12/24-hour clock follow the locale. Used by the interview
 * proposal (issue 28) to offer start times in the business's own time zone.
 */
export function DateTimeField({
  label,
  description,
  errorMessage,
  zoneLabel,
  className,
  ...props
}: DateTimeFieldProps) {
  return (
    <RACDateField
      granularity="minute"
      hideTimeZone
      {...props}
      className={[field, className].filter(Boolean).join(' ')}
    >
      {label ? <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel> : null}
      <div className={`${shell} ${box}`}>
        <DateInput className={segments}>
          {(part) => <DateSegment segment={part} className={segment} />}
        </DateInput>
        {zoneLabel ? (
          <span className={zone} aria-hidden="true">
            {zoneLabel}
          </span>
        ) : null}
      </div>
      <FieldHelp description={description} errorMessage={errorMessage} />
    </RACDateField>
  );
}
