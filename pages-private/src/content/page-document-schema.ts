// Front matter of the Markdown pages in content/pages/ (the legal texts and the about page),
// checked when the remote is built. How to edit them: docs/content-authoring.md#pages.
import { z } from 'zod';

export const pageDocumentFrontMatter = z
  .object({
    /** The H1 and <title> (the site name is added). */
    title: z.string().min(3).max(80),
    /** Meta description. */
    description: z.string().min(60).max(200),
    /** The lead under the H1; may hold [label](/path) links. */
    lead: z.string().min(40).max(600),
    /** Last update (ISO date), shown under the H1 of the legal texts. */
    updated: z.iso.date().optional(),
    /** Show a table of contents built from the ## headings. */
    toc: z.boolean().default(false),
  })
  .strict();

export type PageDocumentFrontMatter = z.infer<typeof pageDocumentFrontMatter>;
