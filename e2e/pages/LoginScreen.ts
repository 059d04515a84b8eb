import type { Locator, Page } from '@playwright/test';

export class LoginScreen {
  readonly heading: Locator;
  readonly emailInput: Locator;
  readonly fullNameInput: Locator;
  readonly signInButton: Locator;
  readonly error: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { name: 'Sign in to Viva' });
    this.emailInput = page.getByRole('textbox', { name: 'Email' });
    this.fullNameInput = page.getByRole('textbox', { name: 'Full name' });
    this.signInButton = page.getByRole('button', { name: 'Sign in', exact: true });
    this.error = page.getByRole('alert');
  }

  async open(query = ''): Promise<void> {
    await this.page.goto(`/login${query}`);
  }

  async signInWithDevelopmentForm(email: string, fullName: string): Promise<void> {
    await this.emailInput.fill(email);
    await this.fullNameInput.fill(fullName);
    await this.signInButton.click();
  }
}
