import { Briefcase, Building2 } from 'lucide-react';
import type { ReactNode } from 'react';
import {
  RadioButton,
  RadioField,
  RadioGroup,
  Text,
  type RadioGroupProps,
} from 'react-aria-components';
import { useT } from '../i18n/index.ts';
import { FieldHelp, FieldLabel, type FieldErrorMessage } from '../private/FieldParts.tsx';
import { field } from '../private/styles.css.ts';
import * as styles from './RoleCards.css.ts';

/** The roles a user registers as (R-PROD-1, R-ROUTE-1: `/register/{role}`). */
export const registrationRoles = ['customer', 'business'] as const;

/** `customer` (job seeker) or `business` (employer). */
export type RegistrationRole = (typeof registrationRoles)[number];

/** Props of `RoleCards`. */
export interface RoleCardsProps extends Omit<
  RadioGroupProps,
  'className' | 'children' | 'value' | 'defaultValue' | 'onChange' | 'orientation'
> {
  /** Selected role (controlled). */
  value?: RegistrationRole | null;
  /** Initially selected role (uncontrolled). */
  defaultValue?: RegistrationRole;
  /** Called with the chosen role. */
  onChange?: (role: RegistrationRole) => void;
  /**
   * Visible label of the group.
   * @default "How will you use Hireloop?" (`auth:register.chooseRole`)
   */
  label?: ReactNode;
  errorMessage?: FieldErrorMessage;
  className?: string;
}

const icons = { customer: Briefcase, business: Building2 } as const;

/**
 * The register screen's role choice as two large cards — customer "Job seeker" and business
 * "Employer" — on a react-aria-components `RadioGroup` (arrow keys switch, the whole card is
 * clickable).
 */
export function RoleCards({ label, errorMessage, onChange, className, ...props }: RoleCardsProps) {
  const t = useT('auth');
  return (
    <RadioGroup
      {...props}
      onChange={(v) => onChange?.(v as RegistrationRole)}
      className={[field, className].filter(Boolean).join(' ')}
    >
      <FieldLabel isRequired={props.isRequired}>{label ?? t('register.chooseRole')}</FieldLabel>
      <div className={styles.cards}>
        {registrationRoles.map((role) => {
          const Icon = icons[role];
          return (
            <RadioField key={role} value={role} className={styles.card}>
              <RadioButton className={styles.cardButton}>
                <span className={styles.iconWrap} aria-hidden="true">
                  <Icon className={styles.roleIcon} />
                </span>
                {t(`register.roles.${role}.title`)}
                <span className={styles.indicator} aria-hidden="true" />
              </RadioButton>
              <Text slot="description" className={styles.cardDescription}>
                {t(`register.roles.${role}.description`)}
              </Text>
            </RadioField>
          );
        })}
      </div>
      <FieldHelp errorMessage={errorMessage} />
    </RadioGroup>
  );
}
