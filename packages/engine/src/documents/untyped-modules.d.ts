// Modules without type declarations of their own; only the parts used here.
declare module 'word-extractor' {
  type ExtractedDocument = { getBody(): string };
  export default class WordExtractor {
    extract(source: string | Buffer): Promise<ExtractedDocument>;
  }
}

declare module 'pdfjs-dist/legacy/build/pdf.worker.mjs' {
  export const WorkerMessageHandler: unknown;
}
