import { MAX_QA_PAIRS } from '@viva/contracts';
import { AppError, notFound } from '../../platform/http/app-error.ts';

export const QA_PAIR_NOT_FOUND = 'Q&A pair not found';

/** One edit of a Q&A list, the same for CV, specs and generic lists: each returns a new list. */
export const qaListEdits = {
  append<Item>(list: readonly Item[], item: Item): Item[] {
    if (list.length >= MAX_QA_PAIRS) {
      throw new AppError(
        409,
        `This list already holds ${MAX_QA_PAIRS} Q&A pairs. Delete one before adding another.`,
      );
    }
    return [...list, item];
  },
  /** 404 for an index past the end: the item it names does not exist. */
  change<Item>(list: readonly Item[], index: number, changes: Partial<Item>): Item[] {
    const current = list[index];
    if (current === undefined) throw notFound(QA_PAIR_NOT_FOUND);
    return list.map((item, position) => (position === index ? { ...current, ...changes } : item));
  },
  remove<Item>(list: readonly Item[], index: number): Item[] {
    if (list[index] === undefined) throw notFound(QA_PAIR_NOT_FOUND);
    return list.filter((_, position) => position !== index);
  },
};
