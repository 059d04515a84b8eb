import type { Locator, Page } from '@playwright/test';

export class SettingsScreen {
  readonly heading: Locator;
  readonly questionTime: Locator;
  readonly transitionTime: Locator;
  readonly maximumQuestions: Locator;
  readonly linkExpiration: Locator;
  readonly autoPlay: Locator;
  readonly saveButton: Locator;
  readonly formError: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Settings' });
    this.questionTime = page.getByLabel('Question time (seconds)');
    this.transitionTime = page.getByLabel('Transition time (seconds)');
    this.maximumQuestions = page.getByLabel('Maximum questions');
    this.linkExpiration = page.getByLabel('Interview link expiration (hours)');
    this.autoPlay = page.getByRole('checkbox', { name: 'Auto-play question audio' });
    this.saveButton = page.getByRole('button', { name: 'Save Settings' });
    this.formError = page.getByRole('form', { name: 'Interview settings' }).getByRole('alert');
  }

  async open(): Promise<void> {
    await this.page.goto('/settings');
  }
}
