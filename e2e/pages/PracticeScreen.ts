import type { Locator, Page } from '@playwright/test';

export class PracticeScreen {
  readonly heading: Locator;
  readonly cameraPreview: Locator;
  readonly startButton: Locator;
  readonly stopButton: Locator;
  readonly questionPanel: Locator;
  readonly recordings: Locator;
  readonly recordingCards: Locator;
  readonly analysis: Locator;
  readonly answerCards: Locator;
  readonly questionLists: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Interview Practice' });
    this.cameraPreview = page.getByLabel('Camera preview');
    this.startButton = page.getByRole('button', { name: 'Start Recording' });
    this.stopButton = page.getByRole('button', { name: 'Stop Recording' });
    this.questionPanel = page.getByRole('region', { name: 'Current question' });
    this.recordings = page.getByRole('region', { name: 'Your Interview Recordings' });
    this.recordingCards = this.recordings.getByRole('article');
    this.analysis = page.getByRole('region', { name: 'Analysis Results' });
    this.answerCards = this.analysis.getByRole('article');
    this.questionLists = page.getByRole('complementary', { name: 'Interview questions' });
  }

  bar(answer: Locator, label: string): Locator {
    return answer.getByRole('progressbar', { name: new RegExp(`^${label}:`) });
  }
}
