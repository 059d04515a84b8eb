import { NAV_ITEMS, canAccessArea, type Role } from '@viva/contracts';

export type NavItem = (typeof NAV_ITEMS)[number];

/** Top navigation entries the role may open, in the spec's order (part 1 §2). */
export function visibleNavItems(role: Role | null | undefined): NavItem[] {
  return NAV_ITEMS.filter((item) => canAccessArea(role, item.area));
}
