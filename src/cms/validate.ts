// Every CMS save is checked against the build's own schemas (src/data/schemas.ts) before anything is
// written or committed: a file the CMS saves is one the build accepts. Images are checked as paths
// here (the build resolves them). The message names the field, in the schema's words.
import { z } from '../domain/zod.ts';
import { friendlyIssues } from '../domain/friendly-parse.ts';
import { contentKinds, contentSchemas, fileKinds, isFolderKind, type ContentKind } from '../data/content-kinds.ts';

const imagePath = z.string().min(1, 'The image is missing');

/** Each kind's schema as the CMS applies it: the build's, with images as paths. */
export const cmsSchemas = contentSchemas(imagePath);

/**
 * The kind a CMS entry is: a folder collection's entry (galleries, any slug) or one file of the
 * `content` collection (the slug names the kind). Anything else is not content of the site.
 */
function kindOf(collection: string, slug: string): ContentKind | undefined {
  if (collection === 'content') return fileKinds.find((kind) => kind === slug);
  const kind = contentKinds.find((k) => k === collection);
  return kind && isFolderKind(kind) ? kind : undefined;
}

/** The problems the build would report for this entry ("sponsors.2.name: The sponsor name is missing"). */
export function contentProblems(collection: string, slug: string, data: unknown): string[] {
  const kind = kindOf(collection, slug);
  if (!kind) return [`Unknown content: ${collection}/${slug}`];
  const result = cmsSchemas[kind].safeParse(data);
  return result.success ? [] : friendlyIssues(result.error);
}
