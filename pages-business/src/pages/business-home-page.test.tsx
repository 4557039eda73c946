import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { BusinessHomePage } from './business-home-page';

afterEach(cleanup);

describe('business home (spec §2 /foretag)', () => {
  it('switches between Privatperson (/) and Företag (/foretag), Företag current', () => {
    render(
      <MemoryRouter initialEntries={['/foretag']}>
        <BusinessHomePage />
      </MemoryRouter>,
    );
    const group = screen.getByRole('group', { name: 'Välj målgrupp' });
    const privat = screen.getByRole('link', { name: 'Privatperson' });
    const foretag = screen.getByRole('link', { name: 'Företag' });
    expect(group.contains(privat) && group.contains(foretag)).toBe(true);
    expect(privat.getAttribute('href')).toBe('/');
    expect(foretag.getAttribute('href')).toBe('/foretag');
    expect(foretag.getAttribute('aria-current')).toBe('page');
  });

  it('shows the business claims, not the private ones (spec §1)', () => {
    render(
      <MemoryRouter>
        <BusinessHomePage />
      </MemoryRouter>,
    );
    const stats = screen.getByRole('list', { name: 'Siffror om oss' }).textContent ?? '';
    for (const claim of ['1000+', '15+', '24/7', '98%']) expect(stats).toContain(claim);
    expect(stats).not.toContain('150+');
    expect(document.getElementById('om-oss')).not.toBeNull();
  });
});
