import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { UiProvider } from '../UiProvider/UiProvider.tsx';
import { FileDropZone } from './FileDropZone.tsx';
import {
  describeSizes,
  formatFileSize,
  isAcceptedType,
  typeNamesOf,
  validateFile,
} from './fileRules.ts';

const fileOf = (name: string, type: string, size: number) => ({ name, type, size });

/** A 2 MB limit in bytes, as the app passes the server's image limit. */
const IMAGE_MAX_BYTES = 2_097_152;
/** The server's accepted types, as the app passes them. */
const imageTypes = ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif'];
const resumeTypes = ['application/pdf', '.pdf'];
const avatarRules = { acceptedTypes: imageTypes, maxSizeBytes: IMAGE_MAX_BYTES };

describe('upload rules', () => {
  it('accepts an image of exactly 2 MB and refuses one byte more', () => {
    expect(validateFile(fileOf('me.png', 'image/png', 2_097_152), avatarRules)).toBeNull();
    expect(validateFile(fileOf('me.png', 'image/png', 2_097_153), avatarRules)).toEqual({
      code: 'tooLarge',
      name: 'me.png',
      size: 2_097_153,
      maxSizeBytes: 2_097_152,
    });
  });

  it('accepts a resume of exactly 5 MB and refuses one byte more', () => {
    const rules = { acceptedTypes: resumeTypes, maxSizeBytes: 5_242_880 };
    expect(validateFile(fileOf('cv.pdf', 'application/pdf', 5_242_880), rules)).toBeNull();
    expect(validateFile(fileOf('cv.pdf', 'application/pdf', 5_242_881), rules)?.code).toBe(
      'tooLarge',
    );
  });

  it('refuses other types before looking at the size', () => {
    expect(
      validateFile(fileOf('logo.svg', 'image/svg+xml', 10), {
        acceptedTypes: imageTypes,
        maxSizeBytes: IMAGE_MAX_BYTES,
      }),
    ).toEqual({
      code: 'type',
      name: 'logo.svg',
    });
    expect(
      validateFile(fileOf('cv.docx', '', 10), {
        acceptedTypes: resumeTypes,
        maxSizeBytes: 5_242_880,
      })?.code,
    ).toBe('type');
  });

  it('names the accepted formats as people know them, each once', () => {
    expect(typeNamesOf(imageTypes)).toEqual(['JPEG', 'PNG', 'WebP', 'GIF', 'AVIF']);
    expect(typeNamesOf(resumeTypes)).toEqual(['PDF']);
    expect(typeNamesOf(['image/*'])).toEqual(['IMAGE']);
  });

  it('matches MIME types, wildcards and extensions case-insensitively', () => {
    expect(isAcceptedType(fileOf('CV.PDF', '', 1), ['.pdf'])).toBe(true);
    expect(isAcceptedType(fileOf('a.heic', 'image/heic', 1), ['image/*'])).toBe(true);
    expect(isAcceptedType(fileOf('a.jpg', 'IMAGE/JPEG', 1), ['image/jpeg'])).toBe(true);
    expect(isAcceptedType(fileOf('a.txt', 'text/plain', 1), ['image/*', '.pdf'])).toBe(false);
  });

  it('formats sizes in binary units', () => {
    expect(formatFileSize(512)).toBe('512 bytes');
    expect(formatFileSize(184_320)).toBe('180 kB');
    expect(formatFileSize(2_097_152)).toBe('2 MB');
    expect(formatFileSize(5_347_738)).toBe('5.1 MB');
    expect(() => formatFileSize(-1)).toThrow(RangeError);
  });

  it('describes a refused size in exact bytes when rounding would hide the difference', () => {
    expect(describeSizes(3_565_158, IMAGE_MAX_BYTES)).toEqual(['3.4 MB', '2 MB']);
    expect(describeSizes(2_097_153, IMAGE_MAX_BYTES)).toEqual([
      '2,097,153 bytes',
      '2,097,152 bytes',
    ]);
  });
});

describe('FileDropZone', () => {
  const setup = (kind: 'avatar' | 'resume') => {
    const onFileChange = vi.fn();
    const onReject = vi.fn();
    render(
      <UiProvider>
        <FileDropZone
          kind={kind}
          acceptedTypes={kind === 'resume' ? resumeTypes : imageTypes}
          maxSizeBytes={kind === 'resume' ? 5_242_880 : IMAGE_MAX_BYTES}
          onFileChange={onFileChange}
          onReject={onReject}
        />
      </UiProvider>,
    );
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    return { onFileChange, onReject, input, user: userEvent.setup({ applyAccept: false }) };
  };

  it('states what it accepts and offers a keyboard-reachable button', () => {
    setup('resume');
    expect(screen.getByRole('group', { name: 'Resume' })).toBeDefined();
    expect(screen.getByText('PDF up to 5 MB')).toBeDefined();
    expect(screen.getByRole('button', { name: 'Choose a file' })).toBeDefined();
  });

  it('takes an accepted file and shows its name and size', async () => {
    const { onFileChange, input, user } = setup('resume');
    const file = new File(['x'.repeat(2048)], 'maya-okafor-resume.pdf', {
      type: 'application/pdf',
    });
    await user.upload(input, file);
    expect(onFileChange).toHaveBeenCalledWith(file);
    expect(screen.getByText('maya-okafor-resume.pdf')).toBeDefined();
    expect(screen.getByText('2 kB')).toBeDefined();
    await user.click(screen.getByRole('button', { name: 'Remove file' }));
    expect(onFileChange).toHaveBeenLastCalledWith(null);
  });

  it('refuses a file over the limit with a clear message', async () => {
    const { onFileChange, onReject, input, user } = setup('avatar');
    const big = new File([new Uint8Array(IMAGE_MAX_BYTES + 1)], 'holiday.jpg', {
      type: 'image/jpeg',
    });
    await user.upload(input, big);
    expect(onFileChange).not.toHaveBeenCalled();
    expect(onReject).toHaveBeenCalledWith(expect.objectContaining({ code: 'tooLarge' }));
    expect(screen.getByRole('alert').textContent).toBe(
      '“holiday.jpg” is 2,097,153 bytes. The maximum size is 2,097,152 bytes.',
    );
  });

  it('refuses a file of another type, naming the accepted ones', async () => {
    const { input, user } = setup('avatar');
    await user.upload(input, new File(['<svg/>'], 'logo.svg', { type: 'image/svg+xml' }));
    expect(screen.getByRole('alert').textContent).toBe(
      '“logo.svg” is not an accepted file type. Use JPEG, PNG, WebP, GIF, or AVIF.',
    );
  });
});
