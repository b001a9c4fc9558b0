import { describe, expect, it } from 'vitest';
import {
  decideSwipe,
  formatCountdown,
  isTypingTarget,
  keyDecision,
  secondsUntil,
  swipeHint,
  swipeThreshold,
  swipeTilt,
  SWIPE_MAX_TILT_DEG,
  SWIPE_MIN_DISTANCE_PX,
} from './swipe-rules.ts';

describe('swipe threshold and decision', () => {
  it('needs 30% of the card width, at least 80 px', () => {
    expect(swipeThreshold(400)).toBe(120);
    expect(swipeThreshold(200)).toBe(SWIPE_MIN_DISTANCE_PX);
  });

  it('decides like to the right and skip to the left past the threshold', () => {
    expect(decideSwipe({ dx: 121, dy: 0, width: 400 })).toBe('like');
    expect(decideSwipe({ dx: 120, dy: 10, width: 400 })).toBe('like');
    expect(decideSwipe({ dx: -130, dy: 20, width: 400 })).toBe('skip');
  });

  it('snaps back below the threshold', () => {
    expect(decideSwipe({ dx: 119, dy: 0, width: 400 })).toBeNull();
    expect(decideSwipe({ dx: -60, dy: 0, width: 400 })).toBeNull();
    expect(decideSwipe({ dx: 0, dy: 0, width: 400 })).toBeNull();
  });

  it('treats a mostly vertical drag as a scroll', () => {
    expect(decideSwipe({ dx: 150, dy: 200, width: 400 })).toBeNull();
  });

  it('accepts a fast flick from a shorter distance, only in its own direction', () => {
    expect(decideSwipe({ dx: 50, dy: 0, width: 400, velocityX: 0.9 })).toBe('like');
    expect(decideSwipe({ dx: -50, dy: 0, width: 400, velocityX: -0.9 })).toBe('skip');
    expect(decideSwipe({ dx: 50, dy: 0, width: 400, velocityX: -0.9 })).toBeNull();
    expect(decideSwipe({ dx: 30, dy: 0, width: 400, velocityX: 2 })).toBeNull();
    expect(decideSwipe({ dx: 50, dy: 0, width: 400, velocityX: 0.3 })).toBeNull();
  });

  it('ignores nonsense', () => {
    expect(decideSwipe({ dx: Number.NaN, dy: 0, width: 400 })).toBeNull();
  });
});

describe('tilt and hint', () => {
  it('tilts in proportion, capped at the maximum', () => {
    expect(swipeTilt(0, 400)).toBe(0);
    expect(swipeTilt(60, 400)).toBe(SWIPE_MAX_TILT_DEG / 2);
    expect(swipeTilt(1000, 400)).toBe(SWIPE_MAX_TILT_DEG);
    expect(swipeTilt(-1000, 400)).toBe(-SWIPE_MAX_TILT_DEG);
  });

  it('shows the stamp of the direction, growing to full at the threshold', () => {
    expect(swipeHint(0, 400)).toEqual({ decision: null, strength: 0 });
    expect(swipeHint(60, 400)).toEqual({ decision: 'like', strength: 0.5 });
    expect(swipeHint(-500, 400)).toEqual({ decision: 'skip', strength: 1 });
  });
});

describe('countdown', () => {
  it('formats h:mm:ss', () => {
    expect(formatCountdown(5 * 3600 + 12 * 60 + 3)).toBe('5:12:03');
    expect(formatCountdown(9)).toBe('0:00:09');
    expect(formatCountdown(24 * 3600 - 1)).toBe('23:59:59');
    expect(formatCountdown(24 * 3600)).toBe('24:00:00');
    expect(formatCountdown(59.9)).toBe('0:00:59');
  });

  it('never goes below zero', () => {
    expect(formatCountdown(-5)).toBe('0:00:00');
    expect(formatCountdown(Number.NaN)).toBe('0:00:00');
  });

  it('counts whole seconds until a time, rounding up', () => {
    const now = Date.parse('2026-11-23T08:00:00.000Z');
    expect(secondsUntil('2026-11-23T13:12:03.000Z', now)).toBe(5 * 3600 + 12 * 60 + 3);
    expect(secondsUntil('2026-11-23T08:00:00.400Z', now)).toBe(1);
    expect(secondsUntil('2026-11-23T07:00:00.000Z', now)).toBe(0);
    expect(secondsUntil(now + 2000, now)).toBe(2);
    expect(secondsUntil('not a date', now)).toBe(0);
  });
});

describe('keyboard', () => {
  it('maps the arrow keys', () => {
    expect(keyDecision('ArrowRight')).toBe('like');
    expect(keyDecision('ArrowLeft')).toBe('skip');
    expect(keyDecision('ArrowUp')).toBeNull();
    expect(keyDecision('Enter')).toBeNull();
  });

  it('leaves the arrows to form fields', () => {
    expect(isTypingTarget({ tagName: 'INPUT', type: 'text' })).toBe(true);
    expect(isTypingTarget({ tagName: 'input' })).toBe(true);
    expect(isTypingTarget({ tagName: 'TEXTAREA' })).toBe(true);
    expect(isTypingTarget({ tagName: 'SELECT' })).toBe(true);
    expect(isTypingTarget({ tagName: 'DIV', isContentEditable: true })).toBe(true);
    expect(isTypingTarget({ tagName: 'INPUT', type: 'radio' })).toBe(true);
    expect(isTypingTarget({ tagName: 'INPUT', type: 'checkbox' })).toBe(false);
    expect(isTypingTarget({ tagName: 'BUTTON' })).toBe(false);
    expect(isTypingTarget({ tagName: 'BODY' })).toBe(false);
    expect(isTypingTarget(null)).toBe(false);
  });
});
