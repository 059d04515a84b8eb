/**
 * Debian's chromium, started as these machines need it (no network behind the background services). Shared by
 * playwright.config.ts and the specs that add their own flags (a fake camera and microphone).
 */
export const CHROMIUM_EXECUTABLE = '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
