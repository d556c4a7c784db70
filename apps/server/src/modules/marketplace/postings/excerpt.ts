/**
 * The plain-text excerpt of a posting's Markdown description, as job cards show it
 * (`JobSummary.excerpt` of the contract). Computed when the description is written and stored in
 * `postings.excerpt`, so search pages never parse Markdown.
 */
import { fromMarkdown } from 'mdast-util-from-markdown';
import type { Nodes } from 'mdast';

/** Longest excerpt, in characters (contract: `JobSummary.excerpt` maxLength). @default 300 */
export const EXCERPT_MAX_CHARS = 300;

const INLINE = new Set(['emphasis', 'strong', 'delete', 'link', 'linkReference']);

/** Text of a Markdown tree: text and code values, alt texts of images, blocks separated by spaces. */
function collectText(node: Nodes, out: string[]): void {
  switch (node.type) {
    case 'text':
    case 'inlineCode':
      out.push(node.value);
      return;
    case 'code':
    case 'html':
    case 'definition':
    case 'thematicBreak':
    case 'yaml':
      return; // code blocks, raw HTML and link definitions are not prose
    case 'image':
      if (node.alt) out.push(node.alt);
      return;
    case 'break':
      out.push(' ');
      return;
    default:
      if ('children' in node) {
        for (const child of node.children) collectText(child, out);
        // Blocks (paragraphs, headings, list items, cells) are separated; inline nodes are not.
        if (!INLINE.has(node.type)) out.push(' ');
      }
  }
}

/**
 * The start of `markdown` as one line of plain text: Markdown syntax removed, whitespace and
 * control characters collapsed to single spaces, cut at a word boundary with an ellipsis.
 * @param markdown the description (Markdown) or null
 * @param maxChars @default {@link EXCERPT_MAX_CHARS}
 * @returns the excerpt, or null when the description is empty or has no prose
 */
export function excerptOf(
  markdown: string | null | undefined,
  maxChars = EXCERPT_MAX_CHARS,
): string | null {
  if (!markdown?.trim()) return null;
  const parts: string[] = [];
  // Only the beginning matters; parsing a bounded prefix keeps this cheap for 20,000-char texts.
  collectText(fromMarkdown(markdown.slice(0, maxChars * 8)), parts);
  return excerptOfText(parts.join(''), maxChars);
}

/**
 * The excerpt of text that is already plain (no Markdown): whitespace and control characters
 * collapsed, cut at a word boundary with an ellipsis. Used by {@link excerptOf} and by generators
 * that know their text without parsing Markdown (parsing costs ~1.5 ms per description).
 * @returns the excerpt, or null when nothing is left
 */
export function excerptOfText(text: string, maxChars = EXCERPT_MAX_CHARS): string | null {
  // eslint-disable-next-line no-control-regex -- control characters are what this removes
  const line = text.replace(/[\s\u0000-\u001F\u007F]+/g, ' ').trim();
  if (!line) return null;
  if (line.length <= maxChars) return line;
  const cut = line.slice(0, maxChars - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > maxChars * 0.6 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}
