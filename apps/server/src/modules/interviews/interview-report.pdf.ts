import { fileURLToPath } from 'node:url';
import PDFDocument from 'pdfkit';
import type { GradingRecord, McqReviewResults, ProcessedQuestion, TranscriptEntry } from '@viva/contracts';
import { formatCallTime, questionTypeLabel, sortForReview } from '@viva/contracts';

// Embedded so names and answers in Latin, Greek and Cyrillic scripts print (pdfkit's own fonts are Latin-1 only).
const FONTS = {
  regular: fileURLToPath(new URL('../../../assets/fonts/LiberationSans-Regular.ttf', import.meta.url)),
  bold: fileURLToPath(new URL('../../../assets/fonts/LiberationSans-Bold.ttf', import.meta.url)),
};
const MARGIN = 56;
const MUTED = '#555555';

export type InterviewReport = {
  candidate: { fullName: string | null; email: string };
  job: { position: string; company: string };
  interviewDate: Date | null;
  grading: GradingRecord;
  mcqResults: McqReviewResults | null;
  transcript: TranscriptEntry[];
};

/**
 * The downloadable grading report: candidate, job and date; each question with the answer, score, justification
 * and the evidence it rests on; the MCQ results; and the whole transcript.
 */
export function renderInterviewReport(report: InterviewReport): Promise<Buffer> {
  const document = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: {
      Title: `Interview report: ${report.candidate.fullName ?? report.candidate.email}, ${report.job.position}`,
      Author: 'Viva',
    },
  });
  document.registerFont('regular', FONTS.regular);
  document.registerFont('bold', FONTS.bold);
  const chunks: Buffer[] = [];
  document.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve, reject) => {
    document.on('end', () => resolve(Buffer.concat(chunks)));
    document.on('error', reject);
  });

  writeHeader(document, report);
  writeQuestions(document, report.grading.processed_questions);
  writeMcq(document, report.mcqResults);
  writeTranscript(document, report.transcript);
  document.end();
  return finished;
}

type Doc = PDFKit.PDFDocument;

const heading = (document: Doc, text: string) =>
  document.moveDown(1).font('bold').fontSize(14).fillColor('black').text(text).moveDown(0.4);
const body = (document: Doc, text: string, options: PDFKit.Mixins.TextOptions = {}) =>
  document.font('regular').fontSize(10.5).fillColor('black').text(text, options);
const label = (document: Doc, name: string, value: string) =>
  document
    .font('bold')
    .fontSize(10.5)
    .fillColor('black')
    .text(`${name}: `, { continued: true })
    .font('regular')
    .text(value);

function writeHeader(document: Doc, report: InterviewReport) {
  document.font('bold').fontSize(20).text('Interview Report');
  document.moveDown(0.5);
  label(document, 'Candidate', report.candidate.fullName ?? report.candidate.email);
  label(document, 'Email', report.candidate.email);
  label(document, 'Job', `${report.job.position} at ${report.job.company}`);
  label(document, 'Interview date', report.interviewDate ? formatDate(report.interviewDate) : 'N/A');
  label(document, 'Overall score', `${report.grading.overall_score.toFixed(1)} / 10`);
  document
    .font('regular')
    .fontSize(9)
    .fillColor(MUTED)
    .text(
      `Graded ${formatDate(new Date(report.grading.graded_at))} by the ${report.grading.engine.kind} engine (${report.grading.engine.version}).`,
    );
}

function writeQuestions(document: Doc, questions: ProcessedQuestion[]) {
  heading(document, `CV Verification Questions (${questions.length})`);
  if (questions.length === 0) body(document, 'No processed questions available.');
  sortForReview(questions).forEach((question, index) => {
    if (index > 0) document.moveDown(0.8);
    const title = question.question_title ? ` - ${question.question_title}` : '';
    document
      .font('bold')
      .fontSize(11)
      .fillColor('black')
      .text(`${index + 1}. ${questionTypeLabel(question.question_type)}${title}`);
    body(document, question.question);
    document.moveDown(0.2);
    label(document, 'Answer', question.user_answer ?? 'Not answered');
    label(document, 'Score', `${question.score.toFixed(1)} / 10`);
    label(document, 'Justification', question.justification);
    label(document, 'Filler words', String(question.filler_words.total_count));
    for (const evidence of question.evidence) {
      document
        .font('regular')
        .fontSize(10)
        .fillColor(MUTED)
        .text(`Evidence at ${formatCallTime(evidence.time_in_call_secs)}: "${evidence.quote}"`, {
          indent: 12,
        });
    }
  });
}

function writeMcq(document: Doc, results: McqReviewResults | null) {
  heading(document, 'Technical Competency Assessment (MCQ)');
  if (!results) {
    body(document, 'No MCQ results available.');
    return;
  }
  label(document, 'Overall score', `${results.overall_score.toFixed(1)}%`);
  label(document, 'Correct answers', `${results.correct_answers} / ${results.total_questions}`);
  const {
    tab_hidden: tabHidden,
    paste,
    fullscreen_exit: fullscreenExit,
    total_seconds: seconds,
  } = results.integrity;
  // Signals for the reader to weigh, never a verdict (a notification can hide a tab).
  label(
    document,
    'Signals during the test',
    `tab hidden ${tabHidden}, pasted ${paste}, left full screen ${fullscreenExit}` +
      (seconds === null ? '' : `; ${Math.floor(seconds / 60)} min ${seconds % 60} s in all`),
  );
  for (const competency of results.results) {
    document.moveDown(0.4).font('bold').fontSize(11).text(competency.competency);
    for (const question of competency.questions) {
      body(
        document,
        `${question.skill_level}: ${question.is_correct ? 'Correct' : 'Incorrect'}. ${question.question} ` +
          `Answer: ${question.user_answer ?? 'none'}. Correct answer: ${question.correct_answer}.` +
          (question.explanation ? ` ${question.explanation}` : ''),
        { indent: 12 },
      );
    }
  }
}

function writeTranscript(document: Doc, transcript: TranscriptEntry[]) {
  heading(document, 'Transcript');
  const said = transcript.filter((entry) => entry.message.trim() !== '');
  if (said.length === 0) body(document, 'No transcript available.');
  for (const entry of said) {
    document
      .font('bold')
      .fontSize(10)
      .fillColor(MUTED)
      .text(
        `${formatCallTime(entry.time_in_call_secs)}  ${entry.role === 'user' ? 'Candidate' : 'Interviewer'}`,
        {
          continued: false,
        },
      );
    body(document, entry.message);
    document.moveDown(0.3);
  }
}

function formatDate(date: Date): string {
  return date.toLocaleString('en-GB', { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' }) + ' UTC';
}
