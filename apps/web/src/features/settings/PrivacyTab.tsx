/**
 * Settings tab "privacy" (spec §2): who may see the profile (customers) or whether the company is
 * listed in Browse Companies (businesses), and, for customers, what employers see of an applicant.
 */
import type { PrivacySettings } from '@hireloop/api';
import { Button, Form, Radio, RadioGroup, Switch, useT } from '@hireloop/ui';
import { useState } from 'react';
import { useNotify } from '../../app/context.tsx';
import { ErrorBlock, LoadingBlock } from '../../app/QueryState.tsx';
import { useSettingsArea } from './area.ts';
import { usePrivacy, useUpdatePrivacy } from './queries.ts';
import { Section } from './Section.tsx';
import * as styles from './settings.css.ts';

const visibilities = ['public', 'applied_only', 'hidden'] as const;
type Visibility = (typeof visibilities)[number];

function PrivacyForm({ privacy, isBusiness }: { privacy: PrivacySettings; isBusiness: boolean }) {
  const t = useT('webSettings');
  const notify = useNotify();
  const { area } = useSettingsArea();
  const update = useUpdatePrivacy(area);
  const [visibility, setVisibility] = useState<Visibility>(privacy.profileVisibility);
  const [showEmail, setShowEmail] = useState(privacy.showEmailToEmployers ?? false);
  const [showLocation, setShowLocation] = useState(privacy.showLocationToEmployers ?? false);
  const options = isBusiness ? 'business' : 'customer';

  return (
    <Form
      className={styles.form}
      onSubmit={(event) => {
        event.preventDefault();
        update.mutate(
          isBusiness
            ? { profileVisibility: visibility }
            : {
                profileVisibility: visibility,
                showEmailToEmployers: showEmail,
                showLocationToEmployers: showLocation,
              },
          { onSuccess: ({ message }) => notify({ type: 'success', message }) },
        );
      }}
    >
      {update.isError ? (
        <p role="alert" className={styles.errorText}>
          {update.error.message}
        </p>
      ) : null}
      <RadioGroup
        label={t('privacy.visibility')}
        value={visibility}
        onChange={(value) => setVisibility(value as Visibility)}
      >
        {visibilities.map((value) => (
          <Radio key={value} value={value} description={t(`privacy.${options}.${value}Hint`)}>
            {t(`privacy.${options}.${value}`)}
          </Radio>
        ))}
      </RadioGroup>
      {isBusiness ? null : (
        <>
          <Switch isSelected={showEmail} onChange={setShowEmail}>
            {t('privacy.showEmail')}
          </Switch>
          <Switch isSelected={showLocation} onChange={setShowLocation}>
            {t('privacy.showLocation')}
          </Switch>
        </>
      )}
      <div className={styles.actions}>
        <Button type="submit" isPending={update.isPending}>
          {t('save')}
        </Button>
      </div>
    </Form>
  );
}

/** The privacy tab. */
export function PrivacyTab() {
  const t = useT('webSettings');
  const { role, area } = useSettingsArea();
  const privacy = usePrivacy(area);
  return (
    <div className={styles.tab}>
      <Section title={t('privacy.title')}>
        {privacy.isPending ? (
          <LoadingBlock lines={4} />
        ) : privacy.isError ? (
          <ErrorBlock error={privacy.error} onRetry={() => void privacy.refetch()} headingLevel={3} />
        ) : (
          <PrivacyForm privacy={privacy.data} isBusiness={role === 'business'} />
        )}
      </Section>
    </div>
  );
}
