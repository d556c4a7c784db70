import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { UiProvider } from '../UiProvider/UiProvider.tsx';
import { Markdown, isExternalHref } from './Markdown.tsx';

const renderMarkdown = (source: string, base?: 2 | 3) =>
  render(
    <UiProvider>
      <Markdown baseHeadingLevel={base}>{source}</Markdown>
    </UiProvider>,
  );

describe('Markdown', () => {
  it('shifts headings so # becomes an h2 under the page title', () => {
    renderMarkdown('# About the role\n\n## What you will do\n\n###### Fine print');
    expect(screen.getByRole('heading', { level: 2, name: 'About the role' })).toBeDefined();
    expect(screen.getByRole('heading', { level: 3, name: 'What you will do' })).toBeDefined();
    expect(screen.getByRole('heading', { level: 6, name: 'Fine print' })).toBeDefined();
  });

  it('starts at another level on request', () => {
    renderMarkdown('# Benefits', 3);
    expect(screen.getByRole('heading', { level: 3, name: 'Benefits' })).toBeDefined();
  });

  it('drops raw HTML, scripts and event handlers', () => {
    const { container } = renderMarkdown(
      'Hello <script>alert(1)</script><img src=x onerror="alert(2)"> <b>bold</b>\n\n<div>block</div>',
    );
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('b')).toBeNull();
    // Inline tags are dropped one by one: what stood between them stays as harmless text.
    expect(container.textContent).toBe('Hello alert(1) bold\n');
    expect(container.innerHTML).not.toContain('onerror');
  });

  it('neutralises javascript: links', () => {
    renderMarkdown('[click me](javascript:alert(1))');
    const link = screen.getByText('click me').closest('a');
    expect(link?.getAttribute('href') ?? '').not.toMatch(/javascript/i);
  });

  it('opens external links in a new tab with rel="noopener noreferrer"', () => {
    renderMarkdown('[Our blog](https://example.com/blog)');
    const link = screen.getByRole('link', { name: /Our blog/ });
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(link.textContent).toContain('(opens in a new tab)');
  });

  it('keeps links inside the app in the same tab', () => {
    renderMarkdown('[Saved jobs](/c/jobs/bookmarked)');
    const link = screen.getByRole('link', { name: 'Saved jobs' });
    expect(link.getAttribute('target')).toBeNull();
    expect(link.getAttribute('href')).toBe('/c/jobs/bookmarked');
  });
});

describe('isExternalHref', () => {
  it('tells absolute and protocol-relative URLs from app paths', () => {
    expect(isExternalHref('https://a.example')).toBe(true);
    expect(isExternalHref('//a.example')).toBe(true);
    expect(isExternalHref('/c/jobs')).toBe(false);
    expect(isExternalHref('#apply')).toBe(false);
    expect(isExternalHref(undefined)).toBe(false);
  });
});
