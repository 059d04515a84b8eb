import type { Locator, Page } from '@playwright/test';

export class RoleSelectionScreen {
  readonly heading: Locator;
  readonly prompt: Locator;
  /** Shown instead of the choices when Recruiter became a request for an admin (issue 15). */
  readonly requestSent: Locator;
  readonly continueButton: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { name: 'Choose Your Role' });
    this.prompt = page.getByText('Please select the role that best describes you');
    this.requestSent = page.getByRole('alert');
    this.continueButton = page.getByRole('button', { name: 'Continue' });
  }

  async choose(role: 'Recruiter' | 'Candidate'): Promise<void> {
    await this.page.getByRole('button', { name: role }).click();
  }
}
