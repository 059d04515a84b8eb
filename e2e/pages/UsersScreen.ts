import type { Locator, Page } from '@playwright/test';

/** The admins' Users page (issue 15): recruiter requests, everyone's role, the record of role changes. */
export class UsersScreen {
  readonly heading: Locator;
  readonly requests: Locator;
  readonly users: Locator;
  readonly roleChanges: Locator;
  readonly dialog: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Users' });
    this.requests = page.getByRole('table', { name: 'Recruiter requests' });
    this.users = page.getByRole('table', { name: 'All users' });
    this.roleChanges = page.getByRole('table', { name: 'Role changes' });
    this.dialog = page.getByRole('dialog');
  }

  async open(): Promise<void> {
    await this.page.goto('/users');
  }

  requestRow(email: string): Locator {
    return this.requests.getByRole('row').filter({ hasText: email });
  }

  userRow(email: string): Locator {
    return this.users.getByRole('row').filter({ hasText: email });
  }

  roleChangeRows(email: string): Locator {
    return this.roleChanges.getByRole('row').filter({ hasText: email });
  }
}
