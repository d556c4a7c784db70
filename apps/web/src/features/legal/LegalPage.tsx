/**
 * The Terms of Service and Privacy Policy pages (routes `terms` and `privacy`, public): a title,
 * the date of the last change, and the sections of ./content.ts.
 */
import { Box, Heading, Stack, Text } from '@hireloop/ui';
import { Page } from '../../app/Page.tsx';
import { formatDate } from '../../shared/format.ts';
import { privacyPolicy, termsOfService, type LegalPage as LegalText } from './content.ts';
import * as styles from './legal.css.ts';

function LegalDocument({ page }: { page: LegalText }) {
  // The text is English, so is its date.
  const updated = formatDate(`${page.updated}T12:00:00Z`, 'en');
  return (
    <Page title={page.title} lead={page.lead} width="narrow">
      <Box
        as="article"
        display="flex"
        flexDirection="column"
        gap="xl"
        maxWidth="prose"
        className={styles.document}
      >
        <Text size="sm" tone="muted">
          Last updated <time dateTime={page.updated}>{updated}</time>
        </Text>
        {page.sections.map((section) => (
          <Stack as="section" key={section.heading} space="sm">
            <Heading level={2}>{section.heading}</Heading>
            {section.items ? (
              <Box
                as="ul"
                display="flex"
                flexDirection="column"
                gap="xs"
                paddingLeft="lg"
                margin="none"
              >
                {section.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </Box>
            ) : null}
            {section.paragraphs?.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </Stack>
        ))}
      </Box>
    </Page>
  );
}

/** The Terms of Service page. */
export function TermsOfService() {
  return <LegalDocument page={termsOfService} />;
}

/** The Privacy Policy page. */
export function PrivacyPolicy() {
  return <LegalDocument page={privacyPolicy} />;
}
