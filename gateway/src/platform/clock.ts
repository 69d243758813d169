/** What time it is. Services ask an injected clock, so tests can move time instead of waiting for it. */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();
