import { describe, expect, it } from 'vitest';
import { describeLength, describePlayers, formatLength, formatPlayers } from './game-night-labels';

describe('game-night labels', () => {
  it('gives a range of players with the best number, and a fixed number on its own', () => {
    expect(formatPlayers({ playersMin: 2, playersMax: 6, playersBest: 4 })).toBe('2–6 players (best 4)');
    expect(describePlayers({ playersMin: 2, playersMax: 6, playersBest: 4 })).toBe('For 2 to 6 players, best with 4');
    expect(formatPlayers({ playersMin: 4, playersMax: 4, playersBest: 4 })).toBe('4 players');
    expect(formatPlayers({ playersMin: 1, playersMax: 1, playersBest: 1 })).toBe('1 player');
    expect(describePlayers({ playersMin: 1, playersMax: 1, playersBest: 1 })).toBe('For 1 player');
  });

  it('gives minutes up to two hours, then hours and minutes', () => {
    expect(formatLength(45)).toBe('45 min');
    expect(formatLength(90)).toBe('90 min');
    expect(formatLength(119)).toBe('119 min');
    expect(formatLength(120)).toBe('2 h');
    expect(formatLength(150)).toBe('2 h 30 min');
    expect(describeLength(150)).toBe('Takes about 150 minutes');
  });
});
