import { useEffect, useId, useRef, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Paper,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import MicIcon from '@mui/icons-material/Mic';
import StopIcon from '@mui/icons-material/Stop';
import VolumeUpIcon from '@mui/icons-material/VolumeUp';
import type { InterviewSession, InterviewTurn } from '@viva/contracts';
import { errorMessage } from '../../app/api-errors.ts';
import { TranscriptBubbles } from './TranscriptSection.tsx';
import { speechRecognitionConstructor, type Recognition } from './speech-recognition.ts';
import { useInterviewerVoice } from './useInterviewerVoice.ts';

type BuiltInInterviewerProps = {
  session: InterviewSession;
  onAnswer: (answerTo: number, message: string) => Promise<unknown>;
  onMoreTime: () => void;
  onEnd: () => void;
  isSending: boolean;
  error: unknown;
};

/**
 * The embedded interviewer: it says each turn aloud, listens where the browser can, and always takes a typed
 * answer. Every answer is saved by the server before the next question appears, so nothing is lost to a reload.
 */
export function BuiltInInterviewer({
  session,
  onAnswer,
  onMoreTime,
  onEnd,
  isSending,
  error,
}: BuiltInInterviewerProps) {
  const [draft, setDraft] = useState('');
  const [isConfirmingEnd, setIsConfirmingEnd] = useState(false);
  const voice = useInterviewerVoice(session.session_id);
  const listening = useSpeechInput((text) => setDraft((current) => (current ? `${current} ${text}` : text)));
  const answerId = useId();
  const waiting = session.turns.find((turn) => turn.seq === session.awaiting_answer_to) ?? null;
  const isFinished = session.status !== 'active';

  // Say what the interviewer said since the candidate last spoke, once per turn.
  const spokenUpTo = useRef(-1);
  const { speak } = voice;
  useEffect(() => {
    const lastSeq = session.turns.at(-1)?.seq ?? -1;
    if (lastSeq <= spokenUpTo.current) return;
    const isFirstShow = spokenUpTo.current === -1;
    spokenUpTo.current = lastSeq;
    // After a reload only the waiting question is repeated, not the whole conversation.
    const toSay = isFirstShow && waiting ? [waiting] : unansweredAgentTurns(session.turns);
    if (toSay.length > 0) void speak(toSay);
  }, [session.turns, waiting, speak]);

  const handleSend = async () => {
    if (!waiting || !draft.trim()) return;
    listening.stop();
    try {
      await onAnswer(waiting.seq, draft.trim());
      setDraft('');
    } catch {
      // The answer stays in the box to send again; the error shows below.
    }
  };

  if (isFinished) {
    return (
      <Stack spacing={2}>
        <Alert severity="success">
          {session.status === 'completed'
            ? 'Thank you. Your interview is complete and your answers have been sent to the hiring team.'
            : 'The interview has ended.'}
        </Alert>
        <TranscriptBubbles transcript={session.turns} />
      </Stack>
    );
  }

  // The waiting question is shown on its own below the conversation so far.
  const history = session.turns.filter((turn) => turn.seq !== waiting?.seq);
  return (
    <Stack spacing={2}>
      <TranscriptBubbles transcript={history} />
      {waiting && (
        <Paper variant="outlined" sx={{ p: 2 }} aria-live="polite">
          <Typography variant="overline" component="p">
            {waiting.question_number !== null
              ? `Question ${waiting.question_number} of ${session.question_count}${waiting.kind === 'probe' ? ' (follow-up)' : ''}`
              : 'Interviewer'}
          </Typography>
          <Typography sx={{ fontWeight: 500 }}>{waiting.message}</Typography>
          <Button
            size="small"
            startIcon={<VolumeUpIcon />}
            onClick={() => void voice.speak([waiting])}
            sx={{ mt: 1 }}
          >
            Repeat question
          </Button>
        </Paper>
      )}
      <TextField
        id={answerId}
        label="Your answer"
        multiline
        minRows={3}
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        helperText={
          listening.isAvailable
            ? 'Type your answer, or use Answer by voice and check the text.'
            : 'Type your answer.'
        }
        disabled={!waiting}
      />
      {error != null && (
        <Alert severity="error">{errorMessage(error, 'Failed to send your answer. Please try again.')}</Alert>
      )}
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button
          variant="contained"
          onClick={() => void handleSend()}
          disabled={!waiting || !draft.trim() || isSending}
        >
          {isSending ? 'Sending...' : 'Send answer'}
        </Button>
        {listening.isAvailable && (
          <Button
            variant="outlined"
            startIcon={listening.isListening ? <StopIcon /> : <MicIcon />}
            onClick={listening.isListening ? listening.stop : listening.start}
          >
            {listening.isListening ? 'Stop listening' : 'Answer by voice'}
          </Button>
        )}
        <Button variant="outlined" onClick={onMoreTime}>
          More time
        </Button>
        <Box sx={{ flexGrow: 1 }} />
        <Button color="error" onClick={() => setIsConfirmingEnd(true)}>
          End interview
        </Button>
      </Stack>
      <IdleNotice expiresAt={session.idle_expires_at} />
      <Dialog
        open={isConfirmingEnd}
        onClose={() => setIsConfirmingEnd(false)}
        aria-labelledby={`${answerId}-end`}
      >
        <DialogTitle id={`${answerId}-end`}>End the interview?</DialogTitle>
        <DialogContent>
          <DialogContentText>
            Your answers so far are saved and sent to the hiring team. Questions you have not answered count
            as not answered.
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setIsConfirmingEnd(false)}>Continue interview</Button>
          <Button
            color="error"
            onClick={() => {
              setIsConfirmingEnd(false);
              voice.stop();
              onEnd();
            }}
          >
            End interview
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}

/** The interviewer's turns after the candidate's last answer (the probe or next question, or the closing). */
function unansweredAgentTurns(turns: InterviewTurn[]): InterviewTurn[] {
  const lastAnswer = turns.findLastIndex((turn) => turn.role === 'user');
  return turns.slice(lastAnswer + 1).filter((turn) => turn.role === 'agent');
}

/** How long the interview waits for an answer, refreshed as time passes. */
function IdleNotice({ expiresAt }: { expiresAt: string | null }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 15_000);
    return () => clearInterval(timer);
  }, []);
  if (expiresAt === null) return null;
  const minutes = Math.max(0, Math.round((new Date(expiresAt).getTime() - now) / 60_000));
  return (
    <Typography variant="body2" color="text.secondary">
      Without an answer this interview closes in {minutes} minute{minutes === 1 ? '' : 's'}. Use More time if
      you need longer.
    </Typography>
  );
}

/** Dictation into the answer box through the browser's speech recognition, where it exists. */
function useSpeechInput(onText: (text: string) => void) {
  const [isListening, setIsListening] = useState(false);
  const recognition = useRef<Recognition | null>(null);
  const Constructor = speechRecognitionConstructor();
  const onTextRef = useRef(onText);
  useEffect(() => {
    onTextRef.current = onText;
  });
  useEffect(() => () => recognition.current?.stop(), []);

  const start = () => {
    if (!Constructor) return;
    const instance = new Constructor();
    instance.lang = navigator.language || 'en-US';
    instance.continuous = true;
    instance.interimResults = false;
    instance.onresult = (event) => {
      for (let index = event.resultIndex; index < event.results.length; index += 1) {
        const result = event.results[index];
        if (result?.isFinal) onTextRef.current(result[0].transcript.trim());
      }
    };
    instance.onend = () => setIsListening(false);
    instance.onerror = () => setIsListening(false);
    recognition.current = instance;
    instance.start();
    setIsListening(true);
  };
  const stop = () => {
    recognition.current?.stop();
    setIsListening(false);
  };
  return { isAvailable: Constructor !== null, isListening, start, stop };
}
