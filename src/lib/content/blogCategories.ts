/** The blog's categories, in the order the filter shows them. A post must use one of these exactly. */
export const BLOG_CATEGORIES = [
  'Syndicus',
  'Algemene vergadering',
  'Financieel beheer',
  'Renovatie en energie',
  'Technisch beheer',
  'Nieuws',
] as const;

export type BlogCategory = (typeof BLOG_CATEGORIES)[number];

export function isBlogCategory(value: string): value is BlogCategory {
  return (BLOG_CATEGORIES as readonly string[]).includes(value);
}

/** 'Renovatie en energie' → 'renovatie-en-energie': URL- and id-safe. */
export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

export function categorySlug(category: BlogCategory): string {
  return slugify(category);
}

export function blogPath(slug: string): string {
  return `/blog/${slug}`;
}

export function blogCategoryPath(category: BlogCategory): string {
  return `/blog/categorie/${categorySlug(category)}`;
}
