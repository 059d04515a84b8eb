import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { bundledFfmpeg } from './practice-transcription.ts';

/**
 * A real WebM (VP9 test pattern, Opus sound) made with the same ffmpeg the server uses: a tone, or the given WAV
 * (speech) as its sound. For the tests only.
 */
export async function makeWebm(options: { seconds: number; wav?: Uint8Array }): Promise<Buffer> {
  const folder = await mkdtemp(path.join(tmpdir(), 'viva-webm-'));
  try {
    const output = path.join(folder, 'recording.webm');
    const sound = ['-f', 'lavfi', '-i', 'sine=frequency=440'];
    if (options.wav) {
      await writeFile(path.join(folder, 'sound.wav'), options.wav);
      sound.splice(0, sound.length, '-i', path.join(folder, 'sound.wav'));
    }
    const args = [
      '-hide_banner',
      '-loglevel',
      'error',
      '-y',
      '-f',
      'lavfi',
      '-i',
      'testsrc=size=160x120:rate=10',
      ...sound,
    ];
    args.push(
      '-t',
      String(options.seconds),
      '-c:v',
      'libvpx-vp9',
      '-deadline',
      'realtime',
      '-c:a',
      'libopus',
      '-f',
      'webm',
      output,
    );
    await new Promise<void>((resolve, reject) => {
      const child = spawn(bundledFfmpeg(), args, { stdio: 'ignore' });
      child.on('error', reject);
      child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`ffmpeg exited with ${code}`))));
    });
    return await readFile(output);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
