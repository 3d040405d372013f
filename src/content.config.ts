// The site's editable content as content collections (Astro content layer): one collection per kind
// of src/data/content-kinds.ts, read from the JSON files of src/content/ that the CMS (/admin/cms,
// src/cms/config.ts) edits. The schemas are those of src/data/schemas.ts, so `astro build` refuses a
// bad file with the collection, the file and the field. Images are paths relative to the JSON file,
// resolved and optimised by astro:assets through image().
import { defineCollection, type SchemaContext } from 'astro:content';
import { file, glob } from 'astro/loaders';
import { contentKinds, contentSchemas, isFolderKind, type ContentKind } from './data/content-kinds.ts';

type Schemas = ReturnType<typeof contentSchemas<ReturnType<SchemaContext['image']>>>;
/** One entry of a kind: one sponsor of sponsors.json's list; for any other kind, one file. */
type EntrySchema<K extends ContentKind> = K extends 'sponsors' ? Schemas['sponsors']['shape']['sponsors']['element'] : Schemas[K];

function entrySchema<K extends ContentKind>(kind: K, image: SchemaContext['image']): EntrySchema<K> {
  const schemas = contentSchemas(image());
  return (kind === 'sponsors' ? schemas.sponsors.shape.sponsors.element : schemas[kind]) as EntrySchema<K>;
}

function loader(kind: ContentKind) {
  // One file per entry, named after it (galleries: woop-<year>.json; the page shows them newest first).
  if (isFolderKind(kind)) return glob({ pattern: '*.json', base: `src/content/${kind}` });
  // One entry per sponsor, in the file's order: the id is the position ("001", "002"...).
  if (kind === 'sponsors') {
    return file('src/content/sponsors.json', {
      parser: (text) =>
        ((JSON.parse(text) as { sponsors?: unknown }).sponsors as Record<string, unknown>[] | undefined ?? []).map((sponsor, index) => ({
          ...sponsor,
          id: String(index + 1).padStart(3, '0'),
        })),
    });
  }
  // A file holding one object: one entry, its id the file's name.
  return file(`src/content/${kind}.json`, { parser: (text) => ({ [kind]: JSON.parse(text) as Record<string, unknown> }) });
}

export const collections = Object.fromEntries(
  contentKinds.map((kind) => [kind, defineCollection({ loader: loader(kind), schema: ({ image }) => entrySchema(kind, image) })]),
) as { [K in ContentKind]: { loader: ReturnType<typeof loader>; schema: (context: SchemaContext) => EntrySchema<K> } };
