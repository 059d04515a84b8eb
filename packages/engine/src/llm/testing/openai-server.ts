import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export type ReceivedRequest = { method: string; path: string; headers: IncomingHttpHeaders; body: unknown };
export type Reply = { status?: number; headers?: Record<string, string>; body: unknown };
export type LocalServer = { baseUrl: string; requests: ReceivedRequest[]; close(): Promise<void> };

/**
 * A local server on 127.0.0.1 (random port) that records each request and answers with `handle`, so the
 * real provider code runs up to the socket. `baseUrl` ends in /v1 like the providers' own.
 */
export async function startLocalServer(
  handle: (request: ReceivedRequest) => Reply | Promise<Reply>,
): Promise<LocalServer> {
  const requests: ReceivedRequest[] = [];
  const server = createServer(async (incoming, outgoing) => {
    const chunks: Buffer[] = [];
    for await (const chunk of incoming) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    const request = {
      method: incoming.method ?? '',
      path: incoming.url ?? '',
      headers: incoming.headers,
      body: text ? JSON.parse(text) : undefined,
    };
    requests.push(request);
    const reply = await handle(request);
    if (outgoing.destroyed) return;
    outgoing.writeHead(reply.status ?? 200, { 'content-type': 'application/json', ...reply.headers });
    outgoing.end(JSON.stringify(reply.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        // Requests left hanging by timeout tests must not keep the server open.
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A chat completions answer (POST /v1/chat/completions) whose message is `content`. */
export function chatCompletion(model: string, content: string): Reply {
  return {
    body: {
      id: 'chatcmpl-local',
      object: 'chat.completion',
      created: 1_700_000_000,
      model,
      choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
      usage: { prompt_tokens: 120, completion_tokens: 40, total_tokens: 160 },
    },
  };
}

/** A Responses API answer (POST /v1/responses) whose output text is `content`. */
export function responsesReply(model: string, content: string): Reply {
  return {
    body: {
      id: 'resp_local',
      object: 'response',
      created_at: 1_700_000_000,
      status: 'completed',
      model,
      output: [
        {
          type: 'message',
          id: 'msg_local',
          role: 'assistant',
          status: 'completed',
          content: [{ type: 'output_text', text: content, annotations: [] }],
        },
      ],
      usage: { input_tokens: 120, output_tokens: 40, total_tokens: 160 },
    },
  };
}

/** An OpenAI-style error answer. */
export function errorReply(status: number, message: string, headers: Record<string, string> = {}): Reply {
  return { status, headers, body: { error: { message, type: 'server_error', param: null, code: null } } };
}
