/**
 * A URL slug of a name: ASCII letters and digits separated by single hyphens, accents folded
 * (`Crème Brûlée & Co.` → `creme-brulee-co`), at most 60 characters; `company` when nothing is
 * left. Company pages are addressed by it.
 */
export function slugify(name: string): string {
  return (
    name
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60)
      .replace(/-+$/g, '') || 'company'
  );
}
