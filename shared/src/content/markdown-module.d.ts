// The shape of an imported Markdown document (scripts/vite/markdown-content.ts).
declare module '*.md' {
  export const meta: unknown;
  export const readingMinutes: number;
  export const wordCount: number;
  export const headings: { level: 2 | 3; id: string; text: string }[];
  export const html: string;
}

// `?search`: front matter and plain-text sections with site values as placeholders.
declare module '*.md?search' {
  export const meta: unknown;
  export const sections: { heading: string; anchor?: string; text: string }[];
}
