// A text as a literal inside a RegExp: the checks build patterns from a document's own names.
export const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
