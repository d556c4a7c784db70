/**
 * The component library labels the API's enum values from its own catalogue (it imports no
 * workspace package): every value the contract defines must have a label there, and no label may
 * name a value the contract does not have.
 */
import {
  applicationStatusValues,
  companySizeValues,
  employmentTypeValues,
  experienceLevelValues,
  notificationKindValues,
  remotePolicyValues,
  salaryPeriodValues,
  workplaceTypeValues,
} from '@hireloop/api/schema';
import { resources } from '@hireloop/ui/i18n';
import { describe, expect, it } from 'vitest';

const sorted = (values: readonly string[]) => [...values].sort();

describe("the component library's labels cover the contract's enums exactly", () => {
  it.each([
    ['workplaceType', workplaceTypeValues, resources.en.jobs.workplaceType],
    ['employmentType', employmentTypeValues, resources.en.jobs.employmentType],
    ['experienceLevel', experienceLevelValues, resources.en.jobs.experienceLevel],
    ['salary.periods', salaryPeriodValues, resources.en.jobs.salary.periods],
    ['applicationStatus', applicationStatusValues, resources.en.jobs.applicationStatus],
    ['companySize', companySizeValues, resources.en.jobs.companySize],
    ['remotePolicy', remotePolicyValues, resources.en.jobs.remotePolicy],
    ['notification kind', notificationKindValues, resources.en.display.notificationItem.kinds],
  ])('%s', (_name, values, labels) => {
    expect(sorted(Object.keys(labels))).toEqual(sorted(values));
  });
});
