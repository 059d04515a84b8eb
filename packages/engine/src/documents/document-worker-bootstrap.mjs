// The parsers are plain JavaScript: loading them before tsx's hooks keeps them out of its transform, which takes
// seconds for pdf.js's two large bundles. Later imports from the TypeScript modules get these same instances.
import 'pdfjs-dist/legacy/build/pdf.mjs';
import 'pdfjs-dist/legacy/build/pdf.worker.mjs';
import 'mammoth';
import 'jszip';
import 'word-extractor';
// Worker threads do not inherit a TypeScript loader under vitest (nor, reliably, under tsx), so the worker
// registers tsx itself before loading the TypeScript worker module.
import { register } from 'tsx/esm/api';

register();
await import('./document-worker.ts');
