// The offline voice: espeak compiled to JavaScript (the mespeak package, voices inside it). It is plain JavaScript
// and CPU-bound for tens to hundreds of milliseconds per sentence, so it runs here, off the server's event loop.
import { createRequire } from 'node:module';
import { parentPort } from 'node:worker_threads';

const require = createRequire(import.meta.url);
// mespeak warns once on load that it cannot play sound outside a browser; it only renders here.
const warn = console.warn;
console.warn = () => undefined;
const meSpeak = require('mespeak');
meSpeak.loadConfig(require('mespeak/src/mespeak_config.json'));
console.warn = warn;

const loadedVoices = new Set();

function loadVoice(voice) {
  if (loadedVoices.has(voice)) return;
  // Voices are named like their files: en/en-us, en/en, de, fr...
  meSpeak.loadVoice(require(`mespeak/voices/${voice}.json`));
  loadedVoices.add(voice);
}

parentPort.on('message', ({ id, text, voice }) => {
  try {
    loadVoice(voice);
    const silenced = console.warn;
    console.warn = () => undefined;
    const wav = meSpeak.speak(text, { rawdata: 'buffer', voice, speed: 165 });
    console.warn = silenced;
    if (!wav || wav.length === 0) throw new Error('The speech synthesiser produced no sound');
    const bytes = new Uint8Array(wav);
    parentPort.postMessage({ id, ok: true, bytes }, [bytes.buffer]);
  } catch (error) {
    parentPort.postMessage({
      id,
      ok: false,
      message: error instanceof Error ? error.message : String(error),
    });
  }
});
