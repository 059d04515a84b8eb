/** Handlers may be async; the publisher does not wait for them to change anything of its own. */
export type EventHandler<Event> = (event: Event) => void | Promise<void>;

export type EventBus<Events extends Record<string, unknown>> = {
  /**
   * Tells every subscriber, after the publisher's transaction committed (publish only then: a handler must
   * never see a change that could still roll back). Resolves once every handler ran; a failing handler is
   * logged and never fails the publisher, whose change is already made.
   */
  publish<Type extends keyof Events & string>(type: Type, event: Events[Type]): Promise<void>;
  subscribe<Type extends keyof Events & string>(type: Type, handler: EventHandler<Events[Type]>): void;
};

/**
 * In-process events between feature modules: a write in one module that changes what another module shows
 * (a cached view) is announced here, and the owner of that view reacts. In-process now; the same events can
 * later travel through PostgreSQL LISTEN/NOTIFY so that every API process hears them.
 */
export function createEventBus<Events extends Record<string, unknown>>(options: {
  onHandlerError: (error: unknown, type: string) => void;
}): EventBus<Events> {
  const handlers = new Map<string, EventHandler<never>[]>();
  return {
    async publish(type, event) {
      const subscribed = (handlers.get(type) ?? []) as EventHandler<typeof event>[];
      await Promise.all(
        subscribed.map(async (handler) => {
          try {
            await handler(event);
          } catch (error) {
            options.onHandlerError(error, type);
          }
        }),
      );
    },
    subscribe(type, handler) {
      handlers.set(type, [...(handlers.get(type) ?? []), handler as EventHandler<never>]);
    },
  };
}
