import { useEffect, useLayoutEffect, useRef, useState, type DetailedHTMLProps, type HTMLAttributes } from 'react';
import { SESSION_ID_VARIABLE } from '@viva/contracts';

type ConvaiAttributes = DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> & {
  'agent-id': string;
  'user-id'?: string;
  'dynamic-variables'?: string;
  transcript?: 'true' | 'false';
  'text-input'?: 'true' | 'false';
  variant?: 'tiny' | 'compact' | 'full';
  'server-location'?: string;
};

declare module 'react' {
  // JSX's element table is an interface by React's own declaration; it can only be extended so.
  // eslint-disable-next-line @typescript-eslint/no-namespace -- module augmentation of React's JSX namespace
  namespace JSX {
    // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- merging needs an interface
    interface IntrinsicElements {
      'elevenlabs-convai': ConvaiAttributes;
    }
  }
}

const WIDGET_NAME = 'ElevenLabs Conversational AI widget';

/** Defines the element once per page; importing the package registers it (a second definition would throw). */
async function ensureWidget(): Promise<void> {
  if (!customElements.get('elevenlabs-convai')) await import('@elevenlabs/convai-widget-embed');
}

type VoiceAgentWidgetProps = {
  agentId: string;
  /** Pseudonymous: the provider never learns the account id, and the widget does not fingerprint the browser. */
  userId: string;
  serverLocation: string;
  dynamicVariables: Record<string, string>;
  /** Called once the widget has loaded (spec part 1 'Voice-interview widget'). */
  onInterviewStart?: () => void;
};

/**
 * The ElevenLabs agent's widget (spec part 1 'Voice-interview widget'): loaded lazily, one element per screen,
 * removed with it. Load and initialisation failures are only logged and the widget is not shown.
 */
export function VoiceAgentWidget({
  agentId,
  userId,
  serverLocation,
  dynamicVariables,
  onInterviewStart,
}: VoiceAgentWidgetProps) {
  const [isReady, setIsReady] = useState(false);
  const element = useRef<HTMLElement | null>(null);
  const sessionId = dynamicVariables[SESSION_ID_VARIABLE];
  const onStart = useRef(onInterviewStart);

  useEffect(() => {
    let isCurrent = true;
    ensureWidget().then(
      () => {
        if (!isCurrent) return;
        if (customElements.get('elevenlabs-convai')) {
          setIsReady(true);
          onStart.current?.();
        } else {
          console.error(`Failed to initialize ${WIDGET_NAME}`);
        }
      },
      (error: unknown) => console.error(`Failed to load ${WIDGET_NAME}`, error),
    );
    return () => {
      isCurrent = false;
    };
  }, []);

  // The config is copied when the call starts: the session id is put in again at that moment, synchronously.
  // A layout effect, so the listener is there in the same commit that shows the widget (never a click without it).
  useLayoutEffect(() => {
    const widget = element.current;
    if (!isReady || !widget || !sessionId) return;
    const handleCall = (event: Event) => {
      const { config } = (event as CustomEvent<{ config: { dynamicVariables?: Record<string, unknown> } }>)
        .detail;
      config.dynamicVariables = { ...config.dynamicVariables, [SESSION_ID_VARIABLE]: sessionId };
    };
    widget.addEventListener('elevenlabs-convai:call', handleCall);
    return () => widget.removeEventListener('elevenlabs-convai:call', handleCall);
  }, [isReady, sessionId]);

  if (!isReady) return null;
  return (
    <elevenlabs-convai
      ref={element}
      agent-id={agentId}
      user-id={userId}
      server-location={serverLocation}
      dynamic-variables={JSON.stringify(dynamicVariables)}
      variant="full"
      transcript="true"
      text-input="true"
    />
  );
}
