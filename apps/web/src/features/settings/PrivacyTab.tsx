/**
 * Settings tab "privacy" (R-ROUTE-4): who may see the profile (customers) or whether the company is
 * listed in Browse Companies (businesses), and, for customers, what employers see of an applicant.
 * Every change is saved at once.
 */
import { profileVisibilityValues } from '@hireloop/api/schema';
import type { PrivacySettings, PrivacySettingsUpdate } from '@hireloop/api';
import { Radio, RadioGroup, Stack, Switch, Text, useT } from '@hireloop/ui';
import { useRef, useState } from 'react';
import { useNotify } from '../../app/context.tsx';
import { ErrorBlock, LoadingBlock } from '../../app/QueryState.tsx';
import { useSettingsArea } from './area.ts';
import { usePrivacy, useUpdatePrivacy } from './queries.ts';
import { Section } from '../../shared/Section.tsx';
import { useMay } from '../../shared/team/role.ts';

type Visibility = (typeof profileVisibilityValues)[number];

function PrivacyForm({ privacy, isBusiness }: { privacy: PrivacySettings; isBusiness: boolean }) {
  const t = useT('webSettings');
  const notify = useNotify();
  const { area } = useSettingsArea();
  const update = useUpdatePrivacy(area);
  // Every change is saved at once; a failed save puts the last saved values back.
  const [values, setValues] = useState<PrivacySettings>(privacy);
  const saved = useRef<PrivacySettings>(privacy);
  const options = isBusiness ? 'business' : 'customer';
  const mayManage = useMay('company');

  const save = (change: PrivacySettingsUpdate) => {
    setValues((current) => ({ ...current, ...change }));
    update.mutate(change, {
      onSuccess: ({ privacy: next, message }) => {
        saved.current = next;
        notify({ type: 'success', message });
      },
      onError: (error) => {
        setValues(saved.current);
        notify({ type: 'error', message: error.message });
      },
    });
  };

  return (
    <Stack maxWidth="prose">
      <RadioGroup
        label={t('privacy.visibility')}
        // The company's visibility is the owner's and admins' (issue 36).
        isDisabled={isBusiness && !mayManage}
        description={isBusiness && !mayManage ? t('profile.managedByAdmins') : undefined}
        value={values.profileVisibility}
        onChange={(value: string) => save({ profileVisibility: value as Visibility })}
      >
        {profileVisibilityValues.map((value) => (
          <Radio key={value} value={value} description={t(`privacy.${options}.${value}Hint`)}>
            {t(`privacy.${options}.${value}`)}
          </Radio>
        ))}
      </RadioGroup>
      {isBusiness ? null : (
        <SharingSwitches
          values={values}
          isDisabled={values.profileVisibility === 'hidden'}
          onChange={save}
        />
      )}
    </Stack>
  );
}

const switches = [
  ['showEmailToEmployers', 'privacy.showEmail'],
  ['showLocationToEmployers', 'privacy.showLocation'],
  ['showPhotoToEmployers', 'privacy.showPhoto'],
] as const;

/**
 * The three things a customer may share with employers they apply to (all off by default). With
 * "Nobody" they share nothing, so the switches are shown off and disabled, with the reason.
 */
function SharingSwitches({
  values,
  isDisabled,
  onChange,
}: {
  values: PrivacySettings;
  isDisabled: boolean;
  onChange: (change: PrivacySettingsUpdate) => void;
}) {
  const t = useT('webSettings');
  return (
    <Stack maxWidth="prose">
      {switches.map(([field, label]) => (
        <Switch
          key={field}
          isSelected={!isDisabled && (values[field] ?? false)}
          isDisabled={isDisabled}
          onChange={(value: boolean) => onChange({ [field]: value })}
        >
          {t(label)}
        </Switch>
      ))}
      {isDisabled ? (
        <Text size="sm" tone="muted">
          {t('privacy.sharingOff')}
        </Text>
      ) : null}
    </Stack>
  );
}

/** The privacy tab. */
export function PrivacyTab() {
  const t = useT('webSettings');
  const { role, area } = useSettingsArea();
  const privacy = usePrivacy(area);
  return (
    <Stack space="lg">
      <Section title={t('privacy.title')}>
        {privacy.isPending ? (
          <LoadingBlock lines={4} />
        ) : privacy.isError ? (
          <ErrorBlock
            error={privacy.error}
            onRetry={() => void privacy.refetch()}
            headingLevel={3}
          />
        ) : (
          <PrivacyForm privacy={privacy.data} isBusiness={role === 'business'} />
        )}
      </Section>
    </Stack>
  );
}
