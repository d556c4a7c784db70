/**
 * What a job page shows of an imported listing (a job of SimplifyJobs' public lists, not posted on
 * Hireloop): the primary action "Apply on company site" (the original URL, in a new tab, marked
 * external) — never the in-app application — with "I applied" to track it in My Applications, and
 * the facts its list states (source and last update, every place, term, sponsorship). A closed
 * listing offers neither action.
 */
import type { ImportedListing } from '@hireloop/api';
import {
  Box,
  Button,
  Card,
  ExternalLinkLabel,
  Heading,
  Inline,
  LinkButton,
  Stack,
  Text,
  useT,
  DescriptionItem,
  DescriptionList,
} from '@hireloop/ui';
import { CircleCheck } from 'lucide-react';
import { formatDate } from '../format.ts';

/** Props of {@link ApplyOnCompanySite}. */
export interface ApplyOnCompanySiteProps {
  /** The original listing; without it there is nothing to open. */
  url: string | null;
  /** Smaller button for the page header. @default 'md' */
  size?: 'sm' | 'md';
}

/** The external primary action: opens the original listing in a new tab. */
export function ApplyOnCompanySite({ url, size = 'md' }: ApplyOnCompanySiteProps) {
  const t = useT('webMarket');
  if (!url) return null;
  return (
    <LinkButton href={url} target="_blank" rel="noopener noreferrer" size={size}>
      <ExternalLinkLabel note={t('imported.newTab')}>
        {t('imported.applyExternal')}
      </ExternalLinkLabel>
    </LinkButton>
  );
}

/** Props of {@link ImportedListingCallout}. */
export interface ImportedListingCalloutProps {
  companyName: string;
  sourceUrl: string | null;
  isClosed: boolean;
  /** Where the customer's tracked application is, when they marked the job applied. */
  trackedHref: string | null;
  /** Marks the job applied; without it (preview) the button is shown disabled. */
  onMarkApplied?: () => void;
  /** The mark is being saved. @default false */
  isMarking?: boolean;
}

/** The call-out above the description: apply on the company site, then "I applied". */
export function ImportedListingCallout({
  companyName,
  sourceUrl,
  isClosed,
  trackedHref,
  onMarkApplied,
  isMarking = false,
}: ImportedListingCalloutProps) {
  const t = useT('webMarket');
  if (isClosed && !trackedHref) {
    return (
      <Card variant="muted">
        <Text tone="muted">{t('imported.closedNotOffered')}</Text>
      </Card>
    );
  }
  return (
    <Card variant="muted">
      <Inline align="between" space="md">
        <Stack space="xxs">
          {trackedHref ? (
            <Box
              as="span"
              display="flex"
              alignItems="center"
              gap="xs"
              fontSize="md"
              fontWeight="semibold"
            >
              <CircleCheck aria-hidden="true" size={18} /> {t('imported.tracked')}
            </Box>
          ) : (
            <>
              <Text as="span" size="md" weight="semibold">
                {t('imported.notOnHireloop', { company: companyName })}
              </Text>
              <Text as="span" tone="muted">
                {t('imported.markAppliedHint')}
              </Text>
            </>
          )}
        </Stack>
        <Inline space="sm" alignY="stretch">
          {trackedHref ? (
            <LinkButton href={trackedHref} variant="secondary">
              {t('imported.viewTracked')}
            </LinkButton>
          ) : (
            <>
              <ApplyOnCompanySite url={sourceUrl} />
              <Button
                variant="secondary"
                isDisabled={!onMarkApplied}
                isPending={isMarking}
                onPress={() => onMarkApplied?.()}
              >
                {t('imported.markApplied')}
              </Button>
            </>
          )}
        </Inline>
      </Inline>
    </Card>
  );
}

/** The facts the list states: source and last update, every place, term(s), sponsorship. */
export function ImportedListingFacts({ listing }: { listing: ImportedListing }) {
  const t = useT('webMarket');
  return (
    <Stack as="section" space="sm" aria-labelledby="listing-details">
      <Heading level={2} id="listing-details">
        {t('imported.details')}
      </Heading>
      <DescriptionList size="sm">
        <DescriptionItem term={t('imported.places', { count: listing.locations.length })}>
          {listing.locations.length > 0 ? (
            <Stack as="ul" space="xxs">
              {listing.locations.map((place) => (
                <li key={place}>{place}</li>
              ))}
            </Stack>
          ) : (
            t('imported.noTerm')
          )}
        </DescriptionItem>
        <DescriptionItem term={t('imported.term', { count: listing.terms.length || 1 })}>
          {listing.terms.length > 0 ? listing.terms.join(', ') : t('imported.noTerm')}
        </DescriptionItem>
        <DescriptionItem term={t('imported.sponsorship')}>
          {listing.sponsorship && listing.sponsorship !== 'Other'
            ? listing.sponsorship
            : t('imported.sponsorshipUnknown')}
        </DescriptionItem>
        <DescriptionItem term={t('imported.source')}>
          <a href={listing.sourceListUrl} target="_blank" rel="noopener noreferrer">
            <ExternalLinkLabel note={t('imported.newTab')}>{listing.sourceName}</ExternalLinkLabel>
          </a>
          {' · '}
          {t('imported.sourceText', { date: formatDate(listing.updatedAt) })}
        </DescriptionItem>
      </DescriptionList>
    </Stack>
  );
}
