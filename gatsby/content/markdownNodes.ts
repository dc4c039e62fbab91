import path from 'node:path';
import fs from 'node:fs';
import type { GatsbyNode, Node } from 'gatsby';
import { describeProblems, validateFrontmatter, type ContentKind } from '../../src/lib/content/frontmatter';
import { unknownTokens } from '../../src/lib/content/firmTokens';
import { blogPath } from '../../src/lib/content/blogCategories';
import { illustrationExists } from './contentFiles';
import {
  brokenInternalLinks,
  filledLengthProblems,
  pageBodyProblems,
  type PageFrontmatter,
} from '../../src/lib/content/pageBlocks';

const ILLUSTRATIONS_DIR = path.resolve(__dirname, '../../src/images/illustrations');

/** gatsby-source-filesystem instance names (gatsby-config) and the kind of content each holds. */
const KIND_BY_SOURCE: Record<string, ContentKind> = {
  blog: 'blog',
  vacatures: 'vacature',
  faq: 'faq',
  legal: 'legal',
  pages: 'page',
};

/** Lower-case words joined by hyphens; letters with accents are allowed (one spec slug has an 'ë'). */
const SLUG_PATTERN = /^[\p{Ll}\p{Nd}]+(?:-[\p{Ll}\p{Nd}]+)*$/u;

interface FileNode extends Node {
  sourceInstanceName: string;
  absolutePath: string;
  relativePath: string;
  relativeDirectory: string;
  name: string;
}

interface MarkdownNode extends Node {
  frontmatter?: Record<string, unknown>;
  rawMarkdownBody?: string;
}

export interface ContentFields {
  kind: ContentKind;
  slug: string;
  /** The page's route; FAQ entries have none, they live on /faq. */
  path: string | null;
}

/** Where a piece of content comes from, or a problem that stops the build. Pure, so it is tested on its own. */
export function contentFieldsFor(
  kind: ContentKind,
  file: Pick<FileNode, 'relativePath' | 'relativeDirectory' | 'name'>,
  frontmatter: Record<string, unknown>,
): ContentFields | { problem: string } {
  switch (kind) {
    case 'blog': {
      const slug = file.relativeDirectory.normalize('NFC');
      if (file.name !== 'index' || !slug || slug.includes('/')) {
        return { problem: `een artikel hoort in content/blog/<slug>/index.md te staan, niet in ${file.relativePath}` };
      }
      if (!SLUG_PATTERN.test(slug))
        return { problem: `de mapnaam '${slug}' is geen geldige slug (kleine letters, cijfers, koppeltekens)` };
      return { kind, slug, path: blogPath(slug) };
    }
    case 'vacature':
      return { kind, slug: String(frontmatter.slug), path: `/vacatures/${String(frontmatter.slug)}` };
    case 'legal':
      return { kind, slug: String(frontmatter.slug), path: `/${String(frontmatter.slug)}` };
    case 'faq':
      return { kind, slug: file.name, path: null };
    case 'page':
      return { kind, slug: file.name, path: String(frontmatter.route) };
  }
}

/**
 * Every Markdown file a writer adds is checked here: its frontmatter against the schema of its kind, its tokens
 * against the firm's facts and, for a blog post, that the cover image exists. A problem stops the build and names
 * the file and the field.
 */
export const onCreateNode: GatsbyNode['onCreateNode'] = ({ node, getNode, actions, reporter }) => {
  if (node.internal.type !== 'MarkdownRemark' || !node.parent) return;
  const file = getNode(node.parent) as FileNode | undefined;
  const kind = file && KIND_BY_SOURCE[file.sourceInstanceName];
  if (!file || !kind) return;

  const markdown = node as MarkdownNode;
  const frontmatter = markdown.frontmatter ?? {};
  const where = path.relative(process.cwd(), file.absolutePath);
  const fail = (message: string): void => {
    reporter.panicOnBuild(`Fout in de inhoud:\n${message}`);
  };

  const validated = validateFrontmatter(kind, frontmatter);
  if (!validated.ok) return fail(describeProblems(where, validated.problems));

  if (kind === 'page') {
    const page = validated.value as PageFrontmatter;
    const problems = [
      ...pageBodyProblems(page, markdown.rawMarkdownBody ?? '', illustrationExists(ILLUSTRATIONS_DIR)),
      ...filledLengthProblems(page),
    ];
    if (problems.length) return fail(problems.map((problem) => `${where}: ${problem}`).join('\n'));
  } else {
    // Composed pages check their links above; every other text's links must lead somewhere too.
    const broken = brokenInternalLinks(markdown.rawMarkdownBody ?? '');
    if (broken.length)
      return fail(
        broken.map((target) => `${where}: de tekst linkt naar ${target}, een pagina die niet bestaat`).join('\n'),
      );
  }

  if (kind === 'blog') {
    const image = path.resolve(path.dirname(file.absolutePath), String(frontmatter.image));
    if (!fs.existsSync(image))
      return fail(`${where}: veld 'image' verwijst naar ${String(frontmatter.image)}, maar dat bestand bestaat niet`);
  }

  const unknown = unknownTokens(`${JSON.stringify(frontmatter)}\n${markdown.rawMarkdownBody ?? ''}`);
  if (unknown.length)
    return fail(
      `${where}: onbekende tag(s) ${unknown.map((t) => `{{${t}}}`).join(', ')}; zie de schrijversgids in content/README.md`,
    );

  const fields = contentFieldsFor(kind, file, frontmatter);
  if ('problem' in fields) return fail(`${where}: ${fields.problem}`);
  actions.createNodeField({ node, name: 'kind', value: fields.kind });
  actions.createNodeField({ node, name: 'slug', value: fields.slug });
  actions.createNodeField({ node, name: 'path', value: fields.path });
  actions.createNodeField({ node, name: 'sourceFile', value: where });
};
