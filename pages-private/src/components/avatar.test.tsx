import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Avatar, initialsOf } from './avatar';

afterEach(cleanup);

describe('avatar: the photo once loaded, the initials otherwise (docs/product-rules.md#pages)', () => {
  it('shows the initials until the photo has loaded', () => {
    const { container } = render(<Avatar name="Anna Lindberg" src="/foto.jpg" />);
    expect(screen.getByRole('img', { name: 'Anna Lindberg' }).textContent).toContain('AL');
    const photo = container.querySelector('img')!;
    expect(photo.getAttribute('data-loaded')).toBe('false');
    fireEvent.load(photo);
    expect(photo.getAttribute('data-loaded')).toBe('true');
  });

  it('keeps the initials when there is no photo', () => {
    const { container } = render(<Avatar name="Erik Nilsson" />);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByRole('img', { name: 'Erik Nilsson' }).textContent).toBe('EN');
  });

  it('takes at most two initials', () => {
    expect(initialsOf('Anna Maria Lindberg')).toBe('AM');
    expect(initialsOf('  åsa  öberg ')).toBe('ÅÖ');
  });
});
