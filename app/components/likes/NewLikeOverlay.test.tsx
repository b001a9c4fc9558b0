import { isValidElement, type ReactElement, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import type { AutoLikeProfile } from '../../../common/api/likes.ts';
import { newLikeAnnouncement, NewLikeOverlayView, overlayKeyDown } from './NewLikeOverlay.tsx';

const profile: AutoLikeProfile = {
  id: 42,
  name: 'Sanne',
  age: 31,
  main_image: { filename: 'a.webp', thumb_filename: 'a-t.webp', status: 'active', match: '/media/a.webp' },
  fictional: false,
  automatic: false,
};
const labels = {
  title: 'Nieuwe like!',
  text: 'Sanne (31) vindt jou leuk',
  close: 'Sluiten',
  photo: 'Foto van Sanne: bekijk het profiel',
};

function setup(overrides: Partial<Parameters<typeof NewLikeOverlayView>[0]> = {}) {
  const handlers = { onClose: vi.fn(), onImagePressed: vi.fn(), onButtonPressed: vi.fn() };
  const props = { profile, buttonText: 'Bekijk profiel', photo: '/media/a.webp', labels, ...handlers, ...overrides };
  return { props, handlers, tree: NewLikeOverlayView(props) };
}

type Props = { 'data-part'?: string; children?: ReactNode; onClick?: () => void };

/** The element with data-part=`part` in the tree the view returns (host elements only). */
function part(tree: ReactElement, name: string): ReactElement<Props> {
  const walk = (node: ReactNode): ReactElement<Props> | null => {
    if (Array.isArray(node)) {
      for (const n of node) {
        const hit = walk(n);
        if (hit) return hit;
      }
      return null;
    }
    if (!isValidElement<Props>(node)) return null;
    if (node.props['data-part'] === name) return node;
    return walk(node.props.children);
  };
  const hit = walk(tree);
  if (!hit) throw new Error(`no ${name}`);
  return hit;
}

/** A click on an element, and on the banner it bubbles to (which must do nothing: no backdrop). */
function click(tree: ReactElement, name: string) {
  part(tree, name).props.onClick?.();
  part(tree, 'banner').props.onClick?.();
}

describe('NewLikeOverlay (product §2 New like!)', () => {
  it('emits image-pressed with the profile id when the photo is clicked, and does not close', () => {
    const { tree, handlers } = setup();
    click(tree, 'photo');
    expect(handlers.onImagePressed).toHaveBeenCalledWith(42);
    expect(handlers.onButtonPressed).not.toHaveBeenCalled();
    expect(handlers.onClose).not.toHaveBeenCalled();
  });

  it('emits button-pressed with the profile id when the button is clicked, and does not close', () => {
    const { tree, handlers } = setup();
    click(tree, 'button');
    expect(handlers.onButtonPressed).toHaveBeenCalledWith(42);
    expect(handlers.onImagePressed).not.toHaveBeenCalled();
    expect(handlers.onClose).not.toHaveBeenCalled();
  });

  it('closes on the close button only: a tap on the banner itself does nothing (decision 037: it blocks nothing)', () => {
    const { tree, handlers } = setup();
    click(tree, 'banner');
    expect(handlers.onClose).not.toHaveBeenCalled();
    click(tree, 'close');
    expect(handlers.onClose).toHaveBeenCalledTimes(1);
    expect(handlers.onImagePressed).not.toHaveBeenCalled();
    expect(handlers.onButtonPressed).not.toHaveBeenCalled();
  });

  it('closes on Escape', () => {
    const onClose = vi.fn();
    const e = { key: 'Escape', preventDefault: vi.fn(), stopPropagation: vi.fn() };
    overlayKeyDown(e, onClose);
    expect(onClose).toHaveBeenCalledTimes(1);
    overlayKeyDown({ ...e, key: 'a' }, onClose);
    overlayKeyDown({ ...e, key: 'Tab' }, onClose);
    expect(onClose).toHaveBeenCalledTimes(1);
    // Tab is not held inside: the banner is no dialog.
    expect(e.preventDefault).toHaveBeenCalledTimes(1);
  });

  it('is a banner, not a modal dialog: a complementary landmark with the title, the photo and the parent’s button text', () => {
    const html = renderToStaticMarkup(setup().tree);
    expect(html).toContain('<aside class="klik-newlike" aria-labelledby="klik-newlike-title"');
    expect(html).not.toContain('role="dialog"');
    expect(html).not.toContain('aria-modal');
    expect(html).toContain('Nieuwe like!</h2>');
    expect(html).toContain('src="/media/a.webp"');
    expect(html).toContain('Bekijk profiel</button>');
    expect(html).toContain('aria-label="Foto van Sanne: bekijk het profiel"');
  });

  it('is announced politely with its title and text', () => {
    expect(newLikeAnnouncement(labels)).toBe('Nieuwe like! Sanne (31) vindt jou leuk');
  });

  it('shows the initials when the liker has no photo', () => {
    const html = renderToStaticMarkup(setup({ photo: null, profile: { ...profile, main_image: null } }).tree);
    expect(html).not.toContain('<img');
    expect(html).toContain('>S</span>');
  });
});

describe('a fictional liker (decision 023)', () => {
  const fictional = { text: 'fictief profiel', icon: 'stars', automatic: 'Automatische like van een fictief profiel' };
  it('shows the site’s mark with its text and says an automatic like is one', () => {
    const html = renderToStaticMarkup(NewLikeOverlayView({ ...setup().props, labels: { ...labels, fictional } }));
    expect(html).toContain('data-fictional-mark');
    expect(html).toContain('fictief profiel');
    expect(html).toContain('Automatische like van een fictief profiel');
    // The sparkle reads as "featured": it is never the mark's icon.
    expect(html).not.toContain('bi-stars');
    expect(html).toContain('bi-info-circle-fill');
  });
  it('a member’s own like carries no mark', () => {
    const html = renderToStaticMarkup(NewLikeOverlayView(setup().props));
    expect(html).not.toContain('data-fictional-mark');
  });
});
