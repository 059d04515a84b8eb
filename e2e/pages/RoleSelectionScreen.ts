import type { Locator, Page } from '@playwright/test';

export class RoleSelectionScreen {
  readonly heading: Locator;
  readonly prompt: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { name: 'Choose Your Role' });
    this.prompt = page.getByText('Please select the role that best describes you');
  }

  async choose(role: 'Recruiter' | 'Candidate'): Promise<void> {
    await this.page.getByRole('button', { name: role }).click();
  }
}
