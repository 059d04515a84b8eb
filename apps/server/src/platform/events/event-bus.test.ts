import { describe, expect, it } from 'vitest';
import { createEventBus } from './event-bus.ts';

type TestEvents = { 'thing.changed': { id: string }; 'other.changed': { count: number } };

describe('event bus', () => {
  it('delivers an event to every subscriber of its type, and only to them', async () => {
    const bus = createEventBus<TestEvents>({ onHandlerError: () => undefined });
    const seen: string[] = [];
    bus.subscribe('thing.changed', (event) => void seen.push(`first ${event.id}`));
    bus.subscribe('thing.changed', async (event) => void seen.push(`second ${event.id}`));
    bus.subscribe('other.changed', (event) => void seen.push(`other ${event.count}`));

    await bus.publish('thing.changed', { id: 'a' });

    expect(seen).toEqual(['first a', 'second a']);
  });

  it('reports a failing handler without failing the publisher or the other handlers', async () => {
    const errors: string[] = [];
    const bus = createEventBus<TestEvents>({ onHandlerError: (error, type) => errors.push(`${type}: ${(error as Error).message}`) });
    const seen: string[] = [];
    bus.subscribe('thing.changed', () => {
      throw new Error('broken handler');
    });
    bus.subscribe('thing.changed', (event) => void seen.push(event.id));

    await expect(bus.publish('thing.changed', { id: 'b' })).resolves.toBeUndefined();

    expect(seen).toEqual(['b']);
    expect(errors).toEqual(['thing.changed: broken handler']);
  });

  it('publishes to nobody without complaint', async () => {
    const bus = createEventBus<TestEvents>({ onHandlerError: () => undefined });
    await expect(bus.publish('other.changed', { count: 1 })).resolves.toBeUndefined();
  });
});
