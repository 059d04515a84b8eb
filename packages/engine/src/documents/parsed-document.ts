import type { Block } from './blocks.ts';

/** What a format's parser hands back: the document's structure and its page count (null when unknown). */
export type ParsedDocument = { blocks: Block[]; pages: number | null };
