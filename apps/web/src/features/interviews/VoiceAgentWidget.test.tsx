import { render, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { VoiceAgentWidget } from './VoiceAgentWidget.tsx';

// Never the real widget: a double registered first, so the lazy import is skipped (as in the browser tests).
beforeAll(() => {
  customElements.define('elevenlabs-convai', class extends HTMLElement {});
});
afterEach(() => vi.restoreAllMocks());

const VARIABLES = { user_name: 'Ana Lima', job_title: 'Support Engineer', interview_session_id: 'session-1' };

describe('VoiceAgentWidget', () => {
  it('renders one element with the agent, a pseudonymous user, flat variables and valid options', async () => {
    const onInterviewStart = vi.fn();
    const { container } = render(
      <VoiceAgentWidget
        agentId="agent_123"
        userId="cand_0123456789abcdef01234567"
        serverLocation="eu-residency"
        dynamicVariables={VARIABLES}
        onInterviewStart={onInterviewStart}
      />,
    );
    await waitFor(() => expect(container.querySelectorAll('elevenlabs-convai')).toHaveLength(1));
    const widget = container.querySelector('elevenlabs-convai')!;
    expect(widget.getAttribute('agent-id')).toBe('agent_123');
    expect(widget.getAttribute('user-id')).toBe('cand_0123456789abcdef01234567');
    expect(widget.getAttribute('server-location')).toBe('eu-residency');
    expect(JSON.parse(widget.getAttribute('dynamic-variables')!)).toEqual(VARIABLES);
    expect(widget.getAttribute('transcript')).toBe('true');
    expect(widget.getAttribute('text-input')).toBe('true');
    expect(['tiny', 'compact', 'full']).toContain(widget.getAttribute('variant'));
    expect(onInterviewStart).toHaveBeenCalledTimes(1);
  });

  it('puts the session id into the call’s variables as the call starts, and is removed with its screen', async () => {
    const { container, unmount } = render(
      <VoiceAgentWidget
        agentId="agent_123"
        userId="cand_x"
        serverLocation="us"
        dynamicVariables={VARIABLES}
      />,
    );
    await waitFor(() => expect(container.querySelector('elevenlabs-convai')).not.toBeNull());
    const config: { dynamicVariables?: Record<string, unknown> } = {
      dynamicVariables: { user_name: 'Ana Lima' },
    };
    container
      .querySelector('elevenlabs-convai')!
      .dispatchEvent(
        new CustomEvent('elevenlabs-convai:call', { bubbles: true, composed: true, detail: { config } }),
      );
    expect(config.dynamicVariables).toEqual({ user_name: 'Ana Lima', interview_session_id: 'session-1' });
    unmount();
    expect(document.querySelector('elevenlabs-convai')).toBeNull();
  });
});
