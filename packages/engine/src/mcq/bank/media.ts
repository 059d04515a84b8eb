import type { BankCompetency } from './types.ts';

/** Sound in a studio, on location and on stage: recording, mixing and delivering audio. */
export const mediaCompetencies: readonly BankCompetency[] = [
  {
    competency: 'Audio Engineering and Sound Recording',
    domain: 'media',
    keywords: [
      'sound engineer',
      'sound engineering',
      'audio engineer',
      'audio engineering',
      'sound technician',
      'audio technician',
      'sound mixing',
      'audio mixing',
      'mixing console',
      'mixing desk',
      'audio production',
      'audio editing',
      'audio post-production',
      'music production',
      'recording studio',
      'studio recording',
      'field recording',
      'live sound',
      'Pro Tools',
      'Logic Pro',
      'Ableton',
      'DAW',
      'técnico de sonido',
      'técnica de sonido',
      'ingeniero de sonido',
      'ingeniera de sonido',
      'sonidista',
      'técnico de audio',
      'mezcla de audio',
      'grabación de audio',
      'ingénieur du son',
      'ingénieure du son',
      'technicien son',
      'technicienne son',
      'régisseur son',
      'prise de son',
      'tontechniker',
      'tontechnikerin',
      'toningenieur',
      'tonmeister',
      'tontechnik',
      'fonico',
      'tecnico del suono',
      'tecnico audio',
      'geluidstechnicus',
      'geluidstechniek',
      'técnico de som',
      'engenheiro de som',
      'ljudtekniker',
      'lydtekniker',
      'ääniteknikko',
      'äänitarkkailija',
    ],
    questions: {
      basic: {
        question:
          'Recording a singer, you see the input meter hit 0 dBFS and the clip light come on in the loud passages. What do you do?',
        answer: 'Lower the input gain so the peaks stay well below 0 dBFS, and record the take again',
        distractors: [
          'Raise the fader of the track so that the quiet passages stay well above the noise floor in the mix',
          'Keep the take, since clipping can be taken out later in the mix',
          'Turn the monitors down so the distortion is not heard',
        ],
        explanation:
          'A digital recording cannot go above 0 dBFS: peaks beyond it are cut off (clipped) and the distortion is in the file for good. Gain is set at the input, leaving headroom; the fader only changes the level after the fact.',
      },
      intermediate: {
        question:
          'A snare drum is picked up by a close microphone and an overhead one, and it sounds thin when both are in the mix. What is the likely cause?',
        answer: 'Phase cancellation, since the sound reaches the two microphones at different times',
        distractors: [
          'The overhead microphone records at another sample rate, so its track plays back slightly faster than the other',
          'The snare is too loud for both microphones',
          'The desk adds reverb to one of the two channels',
        ],
        explanation:
          'The same sound arriving at two microphones a fraction of a millisecond apart cancels some frequencies when the signals are summed (comb filtering). Flipping the polarity, aligning the tracks in time or moving a microphone restores the body.',
      },
      advanced: {
        question:
          'A streaming platform asks for −16 LUFS integrated loudness with true peaks at or below −1 dBTP. Your mix measures −12 LUFS with peaks at 0 dBTP. What do you do?',
        answer: 'Lower the level by 4 dB and use a true-peak limiter to hold peaks under −1 dBTP',
        distractors: [
          'Raise the level by 4 dB, since a loudness reading closer to zero means a quieter mix',
          'Nothing, since the platform normalises every file and a louder master always sounds better on it',
          'Compress the mix harder until it reads −16 LUFS',
        ],
        explanation:
          'The mix is 4 LU louder than the target, so it comes down 4 dB; peaks are then checked with a true-peak meter or limiter, since inter-sample peaks can clip on playback. More compression makes a mix denser, not quieter.',
      },
    },
  },
];
