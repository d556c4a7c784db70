import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Box } from '../Box/Box.tsx';
import { StoryMatrix } from '../private/StoryMatrix.tsx';
import { SalaryRange } from './SalaryRange.tsx';

const meta = {
  title: 'Data display/SalaryRange',
  component: SalaryRange,
  tags: ['autodocs'],
  args: { min: 120_000, max: 150_000, currency: 'USD', period: 'year' },
  argTypes: {
    min: { control: 'number' },
    max: { control: 'number' },
    currency: { control: 'select', options: ['USD', 'EUR', 'GBP', 'CAD', null] },
    period: { control: 'inline-radio', options: ['year', 'month', 'week', 'day', 'hour', null] },
    emphasis: { control: 'inline-radio', options: ['strong', 'normal', 'muted'] },
    showNotStated: { control: 'boolean' },
  },
} satisfies Meta<typeof SalaryRange>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('$120k–$150k a year')).toBeVisible();
  },
};

export const Playground: Story = {
  args: { emphasis: 'strong', showNotStated: true },
};

const shapes = {
  range: { min: 120_000, max: 150_000 },
  'min only': { min: 90_000, max: null },
  'max only': { min: null, max: 200_000 },
  'not stated': { min: null, max: null },
} as const;
const periods = ['year', 'month', 'hour'] as const;
const hourly = { range: { min: 45, max: 60 }, 'min only': { min: 38, max: null } } as const;

/** Every shape of range × period, in the strong card style. */
export const Matrix: Story = {
  render: () => (
    <StoryMatrix
      caption="Pay shapes × periods"
      rows={Object.keys(shapes) as (keyof typeof shapes)[]}
      columns={periods}
      render={(shape, period) => {
        const amounts =
          period === 'hour' && shape in hourly
            ? hourly[shape as keyof typeof hourly]
            : period === 'month' && shapes[shape].min !== null
              ? { min: 8_000, max: shapes[shape].max === null ? null : 11_500 }
              : shapes[shape];
        return (
          <SalaryRange
            {...amounts}
            currency={period === 'month' ? 'EUR' : 'USD'}
            period={period}
            emphasis="strong"
            showNotStated
          />
        );
      }}
    />
  ),
};

/** Only a minimum: "From …"; only a maximum: "Up to …". */
export const OpenEnded: Story = {
  render: () => (
    <Box display="grid" gap="xs">
      <SalaryRange min={95_000} currency="USD" period="year" />
      <SalaryRange max={70} currency="GBP" period="hour" />
    </Box>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('From $95k a year')).toBeVisible();
    await expect(canvas.getByText('Up to £70 an hour')).toBeVisible();
  },
};

/** Pay per day and per week is shown exactly as typed, like hourly pay. */
export const PerDayAndWeek: Story = {
  render: () => (
    <Box display="grid" gap="xs">
      <SalaryRange min={250} max={320} currency="USD" period="day" />
      <SalaryRange min={1_250} max={1_480} currency="EUR" period="week" />
      <SalaryRange min={25} max={25} currency="USD" period="hour" />
    </Box>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('$250–$320 a day')).toBeVisible();
    await expect(canvas.getByText('€1,250–€1,480 a week')).toBeVisible();
    await expect(canvas.getByText('$25 an hour')).toBeVisible();
  },
};

/**
 * Pay in another currency than the viewer's, followed by the yearly amount it is compared with
 * (`converted`, computed by the app at the shipped rates), and pay with cents.
 */
export const Converted: Story = {
  render: () => (
    <Box display="grid" gap="xs">
      <SalaryRange
        min={50}
        max={60.5}
        currency="CAD"
        period="hour"
        converted={{ min: 78_005, max: 94_386, currency: 'USD', period: 'year' }}
      />
      <SalaryRange
        min={95_000}
        max={130_000}
        currency="EUR"
        period="year"
        converted={{ min: 104_054, max: 142_389, currency: 'USD', period: 'year' }}
      />
    </Box>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The amount and the converted amount are two parts, each kept on one line.
    const pay = (text: string) =>
      canvas.getByText(
        (_, element) =>
          element?.tagName === 'SPAN' &&
          element.textContent === text &&
          element.children.length === 2,
      );
    await expect(pay('CA$50–CA$60.50 an hour (about $78k–$94.4k a year)')).toBeVisible();
    await expect(pay('€95k–€130k a year (about $104.1k–$142.4k a year)')).toBeVisible();
    await expect(canvas.getByText('(about $78k–$94.4k a year)')).toBeVisible();
  },
};

/** No amounts: nothing by default, "Pay not stated" on request. */
export const NotStated: Story = {
  args: { min: null, max: null, showNotStated: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Pay not stated')).toBeVisible();
  },
};
