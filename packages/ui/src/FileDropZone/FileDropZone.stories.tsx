import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Box } from '../Box/Box.tsx';
import { StoryMatrix } from '../private/StoryMatrix.tsx';
import { logos, mayaPhoto } from '../private/fixtures.ts';
import { FileDropZone } from './FileDropZone.tsx';

/** The server's accepted types, as the web app passes them (the API's `UPLOAD_TYPES`). */
const imageTypes = ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif'];
const resumeTypes = ['application/pdf', '.pdf'];

const meta = {
  title: 'Forms/FileDropZone',
  component: FileDropZone,
  tags: ['autodocs'],
  // The server's limits, as the web app passes them: 2 MB for images, 5 MB for resumes.
  args: {
    kind: 'avatar',
    acceptedTypes: imageTypes,
    maxSizeBytes: 2_097_152,
    onFileChange: fn(),
    onReject: fn(),
  },
  argTypes: {
    kind: { control: 'inline-radio', options: ['avatar', 'logo', 'resume'] },
    isDisabled: { control: 'boolean' },
    errorMessage: { control: 'text' },
    label: { control: 'text' },
  },
  decorators: [
    // Matrix stories set `fullWidth` to lay out wider than one item.
    (Story, { parameters }) =>
      parameters.fullWidth === true ? (
        <Story />
      ) : (
        <Box maxWidth="form">
          <Story />
        </Box>
      ),
  ],
} satisfies Meta<typeof FileDropZone>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = {
  args: {
    kind: 'resume',
    acceptedTypes: resumeTypes,
    maxSizeBytes: 5_242_880,
    isDisabled: false,
    errorMessage: '',
  },
};

const kinds = ['avatar', 'logo', 'resume'] as const;
const states = ['empty', 'stored file', 'server error', 'disabled'] as const;
const stored = {
  avatar: { url: mayaPhoto, name: 'maya.webp', sizeBytes: 48_210 },
  logo: { url: logos.northwind, name: 'northwind.png', sizeBytes: 12_400 },
  resume: { name: 'maya-okafor-resume.pdf', sizeBytes: 184_320 },
} as const;

/** Every kind × state. */
export const Matrix: Story = {
  parameters: { fullWidth: true },
  render: () => (
    <StoryMatrix
      caption="FileDropZone kinds × states"
      rows={kinds}
      columns={states}
      render={(kind, state) => (
        <Box style={{ width: '22rem' }}>
          <FileDropZone
            kind={kind}
            acceptedTypes={kind === 'resume' ? resumeTypes : imageTypes}
            maxSizeBytes={kind === 'resume' ? 5_242_880 : 2_097_152}
            label={`${kind}, ${state}`}
            current={state === 'stored file' ? stored[kind] : null}
            onRemoveCurrent={state === 'stored file' ? () => undefined : undefined}
            errorMessage={
              state === 'server error'
                ? kind === 'resume'
                  ? 'The resume must be a PDF document.'
                  : `The ${kind} may not be larger than 2 MB.`
                : null
            }
            isDisabled={state === 'disabled'}
          />
        </Box>
      )}
    />
  ),
};

/** The stored logo is previewed, with Replace and Remove. */
export const WithStoredLogo: Story = {
  args: { kind: 'logo', current: stored.logo, onRemoveCurrent: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: 'Preview of northwind.png' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Remove file' }));
    await expect(args.onRemoveCurrent).toHaveBeenCalledTimes(1);
  },
};

/** Choosing a PDF through the button's file dialog shows its name and size. */
export const ChooseResume: Story = {
  args: { kind: 'resume', acceptedTypes: resumeTypes, maxSizeBytes: 5_242_880 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]');
    await expect(input).toHaveAttribute('accept', 'application/pdf,.pdf');
    const file = new File(['%PDF-1.7'], 'maya-okafor-resume.pdf', { type: 'application/pdf' });
    await userEvent.upload(input as HTMLInputElement, file);
    await expect(args.onFileChange).toHaveBeenCalledWith(file);
    await expect(canvas.getByText('maya-okafor-resume.pdf')).toBeVisible();
    await expect(canvas.getByText('8 bytes')).toBeVisible();
  },
};

/** A file over 2 MB is refused before upload, with the sizes in the message. */
export const TooLarge: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]');
    const big = new File([new Uint8Array(3_565_158)], 'holiday.jpg', { type: 'image/jpeg' });
    await userEvent.upload(input as HTMLInputElement, big);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      '“holiday.jpg” is 3.4 MB. The maximum size is 2 MB.',
    );
    await expect(args.onFileChange).not.toHaveBeenCalled();
  },
};

/** Dropping an image previews it. */
export const DropAnImage: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const zone = canvas.getByText('Drag and drop a file here').closest('[data-rac]') as HTMLElement;
    const file = new File(['not really a PNG'], 'maya.png', { type: 'image/png' });
    const data = new DataTransfer();
    data.items.add(file);
    // A script-made DataTransfer has no file-system entry; a real drop from the desktop has one,
    // and react-aria reads it to tell files from folders. Stand one in for the drop.
    const proto = DataTransferItem.prototype;
    const original = Object.getOwnPropertyDescriptor(proto, 'webkitGetAsEntry');
    Object.defineProperty(proto, 'webkitGetAsEntry', {
      configurable: true,
      value: () => ({ isFile: true, isDirectory: false }),
    });
    try {
      for (const type of ['dragenter', 'dragover', 'drop'] as const) {
        zone.dispatchEvent(
          new DragEvent(type, {
            dataTransfer: data,
            bubbles: true,
            cancelable: true,
            clientX: 10,
            clientY: 10,
          }),
        );
      }
    } finally {
      if (original) Object.defineProperty(proto, 'webkitGetAsEntry', original);
    }
    await waitFor(() => expect(args.onFileChange).toHaveBeenCalledWith(file));
    await expect(await canvas.findByRole('img', { name: 'Preview of maya.png' })).toBeVisible();
  },
};

/** Keyboard: Tab reaches the drop target (for paste and assistive drop) and then the button. */
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Choose a file' })).toHaveFocus();
  },
};
