// Builds the web app only when its sources changed (used before the browser tests' server starts).
import { ensureWebBuilt } from './setup.mjs';

ensureWebBuilt();
