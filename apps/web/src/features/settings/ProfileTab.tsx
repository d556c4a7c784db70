/**
 * Settings tab "profile" (R-ROUTE-4): the avatar or logo, and the customer's profile (names, headline,
 * location, bio, resume) or the business's company profile (name, website, industry, size,
 * headquarters, description in Markdown). Server errors show under their fields. A customer also
 * manages their saved answers to screening questions here (issue 29, ./SavedAnswersSection.tsx).
 */
import { LIMITS, UPLOAD_TYPES } from '@hireloop/api/rules';
import { companySizeValues } from '@hireloop/api/schema';
import type { BusinessProfile, CompanySize, CustomerProfile } from '@hireloop/api';
import {
  Box,
  Button,
  FileDropZone,
  Form,
  Inline,
  Select,
  SelectItem,
  Skeleton,
  Stack,
  Text,
  TextArea,
  TextField,
  Tiles,
  useT,
} from '@hireloop/ui';
import { lazy, Suspense, useState } from 'react';
import { useNotify, useServices } from '../../app/context.tsx';
import { useCurrentUser } from '../../app/authHooks.ts';
import { ErrorBlock, LoadingBlock } from '../../app/QueryState.tsx';
import { useSettingsArea } from './area.ts';
import { fieldErrorsOf } from './fieldErrors.ts';
import { PictureSection } from './PictureSection.tsx';
import { useMay } from '../../shared/team/role.ts';
import { useProfile, useRemoveResume, useUpdateProfile } from './queries.ts';
/** Loaded after the tab's own code (customers only, below the profile form): not initial JS. */
const SavedAnswersSection = lazy(() =>
  import('./SavedAnswersSection.tsx').then((m) => ({ default: m.SavedAnswersSection })),
);
import { Section } from '../../shared/Section.tsx';

const orNull = (value: string) => (value.trim() === '' ? null : value.trim());

function CustomerProfileForm({ profile }: { profile: CustomerProfile }) {
  const t = useT('webSettings');
  const notify = useNotify();
  const { auth } = useServices();
  const user = useCurrentUser();
  const update = useUpdateProfile('c');
  const removeResume = useRemoveResume();
  const [values, setValues] = useState({
    firstName: profile.firstName,
    lastName: profile.lastName,
    headline: profile.headline ?? '',
    location: profile.location ?? '',
    bio: profile.bio ?? '',
  });
  const [resume, setResume] = useState<File | null>(null);
  // A new key empties the drop zone after a save.
  const [resumeKey, setResumeKey] = useState(0);
  const set = (key: keyof typeof values) => (value: string) =>
    setValues((current) => ({ ...current, [key]: value }));

  return (
    <Section title={t('profile.customerTitle')} description={t('profile.customerHint')}>
      <Box maxWidth="prose">
        <Form
          validationErrors={fieldErrorsOf(update.error)}
          formError={update.error && !fieldErrorsOf(update.error) ? update.error.message : null}
          onSubmit={(event) => {
            event.preventDefault();
            update.mutate(
              {
                firstName: values.firstName.trim(),
                lastName: values.lastName.trim(),
                headline: orNull(values.headline),
                location: orNull(values.location),
                bio: orNull(values.bio),
                ...(resume ? { resume } : {}),
              },
              {
                onSuccess: ({ message }) => {
                  setResume(null);
                  setResumeKey((key) => key + 1);
                  notify({ type: 'success', message });
                  if (user) {
                    auth.send({
                      type: 'auth.userUpdated',
                      user: {
                        ...user,
                        firstName: values.firstName.trim(),
                        lastName: values.lastName.trim(),
                      },
                    });
                  }
                },
              },
            );
          }}
        >
          <Tiles columns={{ mobile: 1, tablet: 2 }}>
            <TextField
              name="firstName"
              label={t('profile.firstName')}
              autoComplete="given-name"
              isRequired
              maxLength={100}
              value={values.firstName}
              onChange={set('firstName')}
            />
            <TextField
              name="lastName"
              label={t('profile.lastName')}
              autoComplete="family-name"
              isRequired
              maxLength={100}
              value={values.lastName}
              onChange={set('lastName')}
            />
          </Tiles>
          <TextField
            name="headline"
            label={t('profile.headline')}
            description={t('profile.headlineHint')}
            maxLength={150}
            value={values.headline}
            onChange={set('headline')}
          />
          <TextField
            name="location"
            label={t('profile.location')}
            autoComplete="address-level2"
            maxLength={200}
            value={values.location}
            onChange={set('location')}
          />
          <TextArea
            name="bio"
            label={t('profile.bio')}
            maxLength={2000}
            value={values.bio}
            onChange={set('bio')}
          />
          <Stack space="sm">
            <FileDropZone
              key={resumeKey}
              label={t('profile.resume')}
              kind="resume"
              acceptedTypes={UPLOAD_TYPES.resume}
              maxSizeBytes={LIMITS.resumeMaxBytes}
              current={
                profile.resume
                  ? { name: profile.resume.filename, sizeBytes: profile.resume.sizeBytes }
                  : null
              }
              onRemoveCurrent={() =>
                removeResume.mutate(undefined, {
                  onSuccess: () => notify({ type: 'success', message: t('profile.resumeRemoved') }),
                  onError: (error) => notify({ type: 'error', message: error.message }),
                })
              }
              onFileChange={setResume}
              errorMessage={fieldErrorsOf(update.error)?.resume?.join(' ') ?? null}
            />
            <Text size="sm" tone="muted">
              {profile.resume
                ? t('profile.resumeCurrent', {
                    date: new Date(profile.resume.uploadedAt).toLocaleDateString('en-US', {
                      dateStyle: 'medium',
                    }),
                  })
                : t('profile.resumeNone')}{' '}
              {t('profile.resumeHint')}
            </Text>
          </Stack>
          <Inline>
            <Button type="submit" isPending={update.isPending}>
              {t('save')}
            </Button>
          </Inline>
        </Form>
      </Box>
    </Section>
  );
}

function BusinessProfileForm({ profile }: { profile: BusinessProfile }) {
  const t = useT('webSettings');
  const notify = useNotify();
  const { auth } = useServices();
  const user = useCurrentUser();
  const update = useUpdateProfile('b');
  const [values, setValues] = useState<{
    businessName: string;
    website: string;
    industry: string;
    size: CompanySize | 'none';
    location: string;
    description: string;
  }>({
    businessName: profile.businessName,
    website: profile.website ?? '',
    industry: profile.industry ?? '',
    size: profile.size ?? 'none',
    location: profile.location ?? '',
    description: profile.description ?? '',
  });
  const set = (key: keyof typeof values) => (value: string) =>
    setValues((current) => ({ ...current, [key]: value }));

  return (
    <Section title={t('profile.businessTitle')} description={t('profile.businessHint')}>
      <Box maxWidth="prose">
        <Form
          validationErrors={fieldErrorsOf(update.error)}
          formError={update.error && !fieldErrorsOf(update.error) ? update.error.message : null}
          onSubmit={(event) => {
            event.preventDefault();
            const businessName = values.businessName.trim();
            update.mutate(
              {
                businessName,
                website: orNull(values.website),
                industry: orNull(values.industry),
                size: values.size === 'none' ? null : values.size,
                location: orNull(values.location),
                description: orNull(values.description),
              },
              {
                onSuccess: ({ message }) => {
                  notify({ type: 'success', message });
                  if (user)
                    auth.send({ type: 'auth.userUpdated', user: { ...user, businessName } });
                },
              },
            );
          }}
        >
          <TextField
            name="businessName"
            label={t('profile.businessName')}
            autoComplete="organization"
            isRequired
            maxLength={200}
            value={values.businessName}
            onChange={set('businessName')}
          />
          <Tiles columns={{ mobile: 1, tablet: 2 }}>
            <TextField
              name="website"
              type="url"
              label={t('profile.website')}
              description={t('profile.websiteHint')}
              autoComplete="url"
              maxLength={2048}
              value={values.website}
              onChange={set('website')}
            />
            <TextField
              name="industry"
              label={t('profile.industry')}
              maxLength={100}
              value={values.industry}
              onChange={set('industry')}
            />
          </Tiles>
          <Tiles columns={{ mobile: 1, tablet: 2 }}>
            <Select
              name="size"
              label={t('profile.size')}
              selectedKey={values.size}
              onSelectionChange={(key) => set('size')(String(key))}
            >
              <SelectItem id="none">{t('profile.sizeNone')}</SelectItem>
              {companySizeValues.map((size) => (
                <SelectItem key={size} id={size}>
                  {t(`profile.sizes.${size}`)}
                </SelectItem>
              ))}
            </Select>
            <TextField
              name="location"
              label={t('profile.hqLocation')}
              maxLength={200}
              value={values.location}
              onChange={set('location')}
            />
          </Tiles>
          <TextArea
            name="description"
            label={t('profile.description')}
            description={t('profile.descriptionHint')}
            maxLength={20000}
            rows={8}
            value={values.description}
            onChange={set('description')}
          />
          <Inline>
            <Button type="submit" isPending={update.isPending}>
              {t('save')}
            </Button>
          </Inline>
        </Form>
      </Box>
    </Section>
  );
}

/**
 * What a member whose role may not manage the company (recruiter, interviewer; issue 36) sees
 * instead of the company profile's form and logo.
 */
function CompanyProfileManaged({ profile }: { profile: BusinessProfile }) {
  const t = useT('webSettings');
  return (
    <Section title={t('profile.businessTitle')} description={t('profile.managedByAdmins')}>
      <Text weight="semibold">{profile.businessName}</Text>
    </Section>
  );
}

/**
 * The profile tab; for a customer, with their saved answers (issue 29 "Saved answers"); for a
 * business member whose role may not manage the company (issue 36), the company's name and who
 * manages its profile.
 */
export function ProfileTab() {
  const { role, area } = useSettingsArea();
  const profile = useProfile(area);
  const mayEdit = useMay('company') || role === 'customer';
  return (
    <Stack space="lg">
      {mayEdit ? <PictureSection /> : null}
      {profile.isPending ? (
        <LoadingBlock lines={6} />
      ) : profile.isError ? (
        <ErrorBlock error={profile.error} onRetry={() => void profile.refetch()} />
      ) : role === 'business' && !mayEdit ? (
        <CompanyProfileManaged profile={profile.data as BusinessProfile} />
      ) : role === 'business' ? (
        <BusinessProfileForm profile={profile.data as BusinessProfile} />
      ) : (
        <CustomerProfileForm profile={profile.data as CustomerProfile} />
      )}
      {role === 'customer' ? (
        <Suspense fallback={<Skeleton lines={3} />}>
          <SavedAnswersSection />
        </Suspense>
      ) : null}
    </Stack>
  );
}
