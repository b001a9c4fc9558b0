import { describe, expect, it } from 'vitest';
import { creditsBadgeVariant, titleWithCount, unreadBadgeText } from './badges.ts';

describe('badges (product §2)', () => {
  it('caps the unread badge at 99+', () => {
    expect(unreadBadgeText(0)).toBeNull();
    expect(unreadBadgeText(1)).toBe('1');
    expect(unreadBadgeText(99)).toBe('99');
    expect(unreadBadgeText(100)).toBe('99+');
    expect(unreadBadgeText(5000)).toBe('99+');
  });
  it('shows the credits badge at 10 or fewer: warning above 0, danger at 0', () => {
    expect(creditsBadgeVariant(11)).toBeNull();
    expect(creditsBadgeVariant(10)).toBe('warning');
    expect(creditsBadgeVariant(1)).toBe('warning');
    expect(creditsBadgeVariant(0)).toBe('danger');
  });
  it('prefixes the title with unread messages plus new likes', () => {
    expect(titleWithCount('Klik', 0, 0)).toBe('Klik');
    expect(titleWithCount('Klik', 3, 2)).toBe('(5) Klik');
  });
});
