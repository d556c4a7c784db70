import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StoryMatrix } from '../private/StoryMatrix.tsx';
import { Markdown } from './Markdown.tsx';

const jobDescription = `# About the role

We are looking for a **Machine Learning Engineer** to make inference faster for everyone who
uses our open models. You will work with a small, senior team across Europe.

## What you will do

- Profile and optimise transformer inference on GPUs and CPUs
- Ship improvements to our [open-source serving stack](https://github.com/huggingface/text-generation-inference)
- Write about what you learn on the team blog

## What we offer

1. Fully remote within European time zones
2. Learning budget and a yearly team retreat
3. Equity for every employee

> We hire for curiosity and kindness as much as for skill.

Questions? See [Saved Jobs](/c/jobs/bookmarked) or \`reply\` to the recruiter.
`;

const meta = {
  title: 'Data display/Markdown',
  component: Markdown,
  tags: ['autodocs'],
  args: { children: jobDescription },
  argTypes: {
    baseHeadingLevel: { control: 'inline-radio', options: [2, 3, 4, 5, 6] },
  },
  render: (args) => (
    <article aria-label="Job description">
      <Markdown {...args} />
    </article>
  ),
} satisfies Meta<typeof Markdown>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = { args: { baseHeadingLevel: 3 } };

const levels = ['2', '3'] as const;
const contents = ['headings and text', 'lists and quote', 'links and code'] as const;
const snippets = {
  'headings and text': '# Benefits\n\nHealth insurance from day one.\n\n## Time off\n\n30 days.',
  'lists and quote': '- Remote\n- Flexible hours\n\n> Kindness first.',
  'links and code': 'Read [our handbook](https://example.com/handbook) and run `pnpm start`.',
} as const;

/** Base heading levels × kinds of content. */
export const Matrix: Story = {
  render: () => (
    <StoryMatrix
      caption="Markdown heading levels × contents"
      rows={levels}
      columns={contents}
      render={(level, content) => (
        <Markdown baseHeadingLevel={Number(level) as 2 | 3}>{snippets[content]}</Markdown>
      )}
    />
  ),
};

/** Raw HTML is dropped: no script, no image with an error handler, no inline tags. */
export const UnsafeInput: Story = {
  args: {
    children:
      'Apply today! <script>alert("x")</script><img src="x" onerror="alert(1)">\n\n<iframe src="https://evil.example"></iframe>\n\n[Click](javascript:alert(1))',
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('script, iframe, img')).toBeNull();
    const link = within(canvasElement).getByText('Click').closest('a');
    await expect(link?.getAttribute('href') ?? '').not.toMatch(/javascript/i);
  },
};

/** External links open in a new tab safely; app links stay; `#` becomes an h2. */
export const LinksAndHeadings: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'About the role' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 3, name: 'What you will do' })).toBeVisible();
    const external = canvas.getByRole('link', { name: /open-source serving stack/ });
    await expect(external).toHaveAttribute('target', '_blank');
    await expect(external).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(external).toHaveAccessibleName('open-source serving stack (opens in a new tab)');
    await expect(canvas.getByRole('link', { name: 'Saved Jobs' })).not.toHaveAttribute('target');
  },
};
