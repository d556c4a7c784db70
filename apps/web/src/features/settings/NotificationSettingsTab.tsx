/**
 * Settings tab "notifications" (R-ROUTE-4, R-DATA-7, R-API-7): a switch pair per kind of notification (in the
 * app, by e-mail) and the e-mail frequency. Loading and saving failures show the spec's messages
 * ("Failed to fetch notification settings", "Failed to update notification settings") unless the
 * server gives its own; success shows "Settings updated successfully" or the server's message.
 */
import { notificationFrequencyValues } from '@hireloop/api/schema';
import type { NotificationFrequency, NotificationSettings } from '@hireloop/api';
import { Radio, RadioGroup, Stack, Switch, Text, useT } from '@hireloop/ui';
import { useRef, useState } from 'react';
import { useNotify } from '../../app/context.tsx';
import { ErrorBlock, LoadingBlock } from '../../app/QueryState.tsx';
import type { Role } from '../../paths.ts';
import { useSettingsArea } from './area.ts';
import { useNotificationSettings, useUpdateNotificationSettings } from './queries.ts';
import { Section } from '../../shared/Section.tsx';
import * as styles from './settings.css.ts';

type Kind = keyof NotificationSettings['settings'];

/** The kinds of notification each role receives, in the order shown. */
export const kindsByRole: Readonly<Record<Role, readonly Kind[]>> = {
  customer: ['applicationStatusChanged', 'postingClosed', 'jobAlert', 'system'],
  business: ['applicationReceived', 'team', 'system'],
};

function SettingsForm({ initial, role }: { initial: NotificationSettings; role: Role }) {
  const t = useT('webSettings');
  const notify = useNotify();
  const { area } = useSettingsArea();
  const update = useUpdateNotificationSettings(area);
  // Every change is saved at once; a failed save puts the last saved values back.
  const [values, setValues] = useState<NotificationSettings>(initial);
  const saved = useRef<NotificationSettings>(initial);
  const kinds = kindsByRole[role];

  const save = (next: NotificationSettings) => {
    setValues(next);
    update.mutate(next, {
      onSuccess: ({ settings, frequency, message }) => {
        saved.current = { settings, frequency };
        notify({ type: 'success', message });
      },
      onError: (error) => {
        setValues(saved.current);
        notify({ type: 'error', message: error.message });
      },
    });
  };
  const setChannel = (kind: Kind, channel: 'inApp' | 'email', value: boolean) => {
    const current = values.settings[kind] ?? { inApp: true, email: true };
    save({ ...values, settings: { ...values.settings, [kind]: { ...current, [channel]: value } } });
  };

  return (
    <Stack maxWidth="prose">
      <table className={styles.kindTable}>
        <thead>
          <tr>
            <th scope="col" className={styles.kindHeader}>
              {t('notifications.kind')}
            </th>
            <th scope="col" className={styles.kindHeader}>
              {t('notifications.inApp')}
            </th>
            <th scope="col" className={styles.kindHeader}>
              {t('notifications.email')}
            </th>
          </tr>
        </thead>
        <tbody>
          {kinds.map((kind) => {
            const name = t(`notifications.kinds.${kind}`);
            return (
              <tr key={kind}>
                <th scope="row" className={styles.kindCell}>
                  <Text as="div" weight="medium">
                    {name}
                  </Text>
                  <Text as="div" size="sm" tone="muted">
                    {t(`notifications.kindHints.${kind}`)}
                  </Text>
                </th>
                <td className={styles.kindCell}>
                  <Switch
                    aria-label={t('notifications.inAppFor', { kind: name })}
                    isSelected={values.settings[kind]?.inApp ?? true}
                    onChange={(value: boolean) => setChannel(kind, 'inApp', value)}
                  />
                </td>
                <td className={styles.kindCell}>
                  <Switch
                    aria-label={t('notifications.emailFor', { kind: name })}
                    isSelected={values.settings[kind]?.email ?? true}
                    onChange={(value: boolean) => setChannel(kind, 'email', value)}
                  />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <RadioGroup
        label={t('notifications.frequency')}
        value={values.frequency}
        onChange={(value: string) => save({ ...values, frequency: value as NotificationFrequency })}
      >
        {notificationFrequencyValues.map((value) => (
          <Radio key={value} value={value} description={t(`notifications.frequencyHints.${value}`)}>
            {t(`notifications.frequencies.${value}`)}
          </Radio>
        ))}
      </RadioGroup>
    </Stack>
  );
}

/** The notification settings tab. */
export function NotificationSettingsTab() {
  const t = useT('webSettings');
  const { role, area } = useSettingsArea();
  const query = useNotificationSettings(area);
  return (
    <Stack space="lg">
      <Section title={t('notifications.title')} description={t('notifications.hint')}>
        {query.isPending ? (
          <LoadingBlock lines={5} />
        ) : query.isError ? (
          <ErrorBlock error={query.error} onRetry={() => void query.refetch()} headingLevel={3} />
        ) : (
          <SettingsForm initial={query.data} role={role} />
        )}
      </Section>
    </Stack>
  );
}
