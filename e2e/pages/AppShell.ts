import type { Locator, Page } from '@playwright/test';

/** The top bar and navigation of every page inside the main layout. */
export class AppShell {
  readonly banner: Locator;
  readonly navigation: Locator;
  readonly settingsLink: Locator;
  readonly signInButton: Locator;
  readonly signOutButton: Locator;
  readonly menuButton: Locator;

  constructor(readonly page: Page) {
    this.banner = page.getByRole('banner');
    this.navigation = page.getByRole('navigation', { name: 'Main navigation' });
    this.settingsLink = this.banner.getByRole('link', { name: 'Settings' });
    this.signInButton = this.banner.getByRole('button', { name: 'Sign In' });
    this.signOutButton = this.banner.getByRole('button', { name: 'Sign Out' });
    this.menuButton = this.banner.getByRole('button', { name: 'Open navigation menu' });
  }

  async navigationLabels(): Promise<string[]> {
    await this.navigation.waitFor();
    return this.navigation.getByRole('link').allTextContents();
  }

  async goTo(label: string): Promise<void> {
    await this.navigation.getByRole('link', { name: label, exact: true }).click();
  }
}
