/** Pure helpers of the marketplace: keywords, excerpts, import mapping rules, generated content. */
import { describe, expect, it } from 'vitest';
import { Faker, en } from '@faker-js/faker';
import { fileTypeFromBuffer } from 'file-type';
import { MAX_QUERY_TERMS, searchTerms } from '../../src/modules/marketplace/search/search.ts';
import {
  EXCERPT_MAX_CHARS,
  excerptOf,
  excerptOfText,
} from '../../src/modules/marketplace/postings/excerpt.ts';
import {
  companySize,
  isRemoteLocation,
  slugify,
} from '../../src/modules/marketplace/import/importData.ts';
import { describePosting, minimalPdf } from '../../src/modules/marketplace/import/content.ts';

describe('searchTerms', () => {
  it('keeps runs of letters and digits, lower-cased, and drops everything else', () => {
    expect(searchTerms("C++ & (Rust) | !Go's 'x':* <-> Zürich 3D")).toEqual([
      'c',
      'rust',
      'go',
      's',
      'x',
      'zürich',
      '3d',
    ]);
    expect(searchTerms('   ')).toEqual([]);
    expect(searchTerms(undefined)).toEqual([]);
  });

  it(`uses at most ${MAX_QUERY_TERMS} keywords of at most 50 characters`, () => {
    const many = Array.from({ length: MAX_QUERY_TERMS + 1 }, (_, i) => `w${i}`).join(' ');
    expect(searchTerms(many)).toHaveLength(MAX_QUERY_TERMS);
    expect(searchTerms('a'.repeat(51))[0]).toHaveLength(50);
  });
});

describe('excerptOf', () => {
  it('strips Markdown to one line of plain text', () => {
    expect(
      excerptOf(
        '## About\n\nMake **open** models [fast](https://x.example).\n\n- One\n- Two\n\n```js\ncode()\n```',
      ),
    ).toBe('About Make open models fast. One Two');
    expect(excerptOf('<script>alert(1)</script>')).toBeNull();
    expect(excerptOf('   ')).toBeNull();
    expect(excerptOf(null)).toBeNull();
  });

  it(`keeps ${EXCERPT_MAX_CHARS} characters, and cuts longer text at a word with an ellipsis`, () => {
    const exact = 'a'.repeat(EXCERPT_MAX_CHARS);
    expect(excerptOf(exact)).toBe(exact);
    const long = `${'word '.repeat(70)}end`;
    const cut = excerptOf(long)!;
    expect(cut.length).toBeLessThanOrEqual(EXCERPT_MAX_CHARS);
    expect(cut.endsWith('word…')).toBe(true);
  });

  it('gives the same excerpt from a generated description as from its plain text', () => {
    const faker = new Faker({ locale: [en] });
    faker.seed(3);
    for (let i = 0; i < 20; i++) {
      const d = describePosting(faker, {
        title: 'Platform Engineer',
        company: 'Acme',
        skills: ['Go', 'Kubernetes'],
        level: 'senior',
      });
      expect(excerptOfText(d.text)).toBe(excerptOf(d.markdown));
    }
  });
});

describe('import mapping rules', () => {
  it('maps company sizes to the three classes of the contract', () => {
    expect(
      ['tiny', 'startup', 'small', 'medium', 'large', 'enterprise', null, 'huge'].map(companySize),
    ).toEqual(['small', 'small', 'small', 'medium', 'large', 'large', null, null]);
  });

  it('recognises remote-looking locations', () => {
    for (const l of [
      'Remote',
      'Remote in USA',
      'US - Remote',
      'remote',
      'Remote(US)',
      'Cary, NC Remote',
    ])
      expect(isRemoteLocation(l)).toBe(true);
    for (const l of ['NYC', 'Toronto, ON, Canada', 'Remoteville, TX'])
      expect(isRemoteLocation(l)).toBe(false);
  });

  it('makes URL slugs', () => {
    expect(slugify('Crème Brûlée & Co.')).toBe('creme-brulee-co');
    expect(slugify('***')).toBe('company');
  });
});

describe('generated content', () => {
  it('makes a PDF that content detection recognises', async () => {
    const pdf = minimalPdf(['Maya (Okafor)', 'Ünïcode']);
    expect((await fileTypeFromBuffer(pdf))?.mime).toBe('application/pdf');
    expect(pdf.subarray(-6).toString()).toBe('%%EOF\n');
  });
});
