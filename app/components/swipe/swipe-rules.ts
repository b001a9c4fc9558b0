/**
 * Pure rules of the swipe game screen (/swipe-game): when a drag counts as a decision, how far the
 * card tilts, and the wait countdown. No React, no DOM: unit-tested in swipe-rules.test.ts.
 */

export type SwipeDecision = 'like' | 'skip';

/** A drag past this share of the card's width decides (right = like, left = skip). */
export const SWIPE_THRESHOLD_RATIO = 0.3;
/** …but never less than this many pixels, so a small card is not flicked away by accident. */
export const SWIPE_MIN_DISTANCE_PX = 80;
/** A quick flick decides at a shorter distance: this speed (px/ms) and at least this far. */
export const SWIPE_FLICK_SPEED = 0.6;
export const SWIPE_FLICK_MIN_PX = 40;
/** The card tilts up to this many degrees at the threshold and beyond. */
export const SWIPE_MAX_TILT_DEG = 12;

export interface DragEnd {
  /** Horizontal distance dragged in px (positive: to the right). */
  dx: number;
  /** Vertical distance dragged in px. */
  dy: number;
  /** The card's width in px. */
  width: number;
  /** Horizontal speed at release in px/ms (positive: to the right); 0 when unknown. */
  velocityX?: number;
}

/** The distance a drag must cover to decide, for a card this wide. */
export function swipeThreshold(width: number): number {
  return Math.max(SWIPE_MIN_DISTANCE_PX, width * SWIPE_THRESHOLD_RATIO);
}

/**
 * The decision at the end of a drag: like to the right, skip to the left, or null (snap back).
 * A mostly vertical drag is a scroll, never a decision. A fast flick in the drag's direction counts
 * from a shorter distance.
 */
export function decideSwipe({ dx, dy, width, velocityX = 0 }: DragEnd): SwipeDecision | null {
  if (!Number.isFinite(dx) || dx === 0) return null;
  if (Math.abs(dy) > Math.abs(dx)) return null;
  const passed = Math.abs(dx) >= swipeThreshold(width);
  const flicked =
    Math.abs(dx) >= SWIPE_FLICK_MIN_PX &&
    Math.abs(velocityX) >= SWIPE_FLICK_SPEED &&
    Math.sign(velocityX) === Math.sign(dx);
  if (!passed && !flicked) return null;
  return dx > 0 ? 'like' : 'skip';
}

/** How far the card tilts (degrees) while dragged dx px: proportional, capped at the threshold. */
export function swipeTilt(dx: number, width: number): number {
  const share = Math.max(-1, Math.min(1, dx / swipeThreshold(width)));
  return Math.round(share * SWIPE_MAX_TILT_DEG * 10) / 10;
}

/** How strongly the like/skip stamp shows while dragging (0 to 1), and which one. */
export function swipeHint(dx: number, width: number): { decision: SwipeDecision | null; strength: number } {
  if (dx === 0) return { decision: null, strength: 0 };
  const strength = Math.min(1, Math.abs(dx) / swipeThreshold(width));
  return { decision: dx > 0 ? 'like' : 'skip', strength: Math.round(strength * 100) / 100 };
}

/** Whole seconds from `now` until `until` (an ISO time or epoch ms), never below 0. */
export function secondsUntil(until: string | number, now: number): number {
  const at = typeof until === 'number' ? until : Date.parse(until);
  if (!Number.isFinite(at)) return 0;
  return Math.max(0, Math.ceil((at - now) / 1000));
}

/**
 * A countdown as h:mm:ss: "5:12:03", "0:00:09", "23:59:59"; hours are not capped (a wait is at most
 * 24 hours). Negative or invalid input shows "0:00:00".
 */
export function formatCountdown(totalSeconds: number): string {
  const s = Number.isFinite(totalSeconds) ? Math.max(0, Math.floor(totalSeconds)) : 0;
  const hours = Math.floor(s / 3600);
  const minutes = Math.floor((s % 3600) / 60);
  const seconds = s % 60;
  return `${hours}:${String(minutes).padStart(2, '0')}:${String(seconds).padStart(2, '0')}`;
}

/** Whether a key press belongs to a form field (then arrow keys move the caret, not the cards). */
export function isTypingTarget(
  target: { tagName?: string; isContentEditable?: boolean; type?: string } | null,
): boolean {
  if (!target) return false;
  if (target.isContentEditable) return true;
  const tag = (target.tagName ?? '').toUpperCase();
  if (tag === 'TEXTAREA' || tag === 'SELECT') return true;
  if (tag === 'INPUT') {
    const type = (target.type ?? 'text').toLowerCase();
    // Radio buttons and sliders use the arrow keys themselves; plain buttons do not.
    return !['button', 'submit', 'reset', 'checkbox', 'image', 'file', 'color'].includes(type);
  }
  return false;
}

/** The decision an arrow key stands for: → like, ← skip; anything else null. */
export function keyDecision(key: string): SwipeDecision | null {
  if (key === 'ArrowRight') return 'like';
  if (key === 'ArrowLeft') return 'skip';
  return null;
}
