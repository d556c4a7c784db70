import { Box } from '@hireloop/ui';
import type { ReactNode } from 'react';

/**
 * A dashboard section's title and its "All …" link on one line (wrapping on a phone), 16 px above
 * the section's content: both dashboards (R-ROUTE-3 `c.dashboard`, `b.dashboard`) draw their
 * sections with it.
 */
export function DashboardSectionHeader({ children }: { children: ReactNode }) {
  return (
    <Box
      display="flex"
      flexWrap="wrap"
      alignItems="baseline"
      justifyContent="space-between"
      gap="sm"
      marginBottom="md"
    >
      {children}
    </Box>
  );
}
