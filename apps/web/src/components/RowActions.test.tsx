import { IconEye } from '@tabler/icons-react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../test/render';
import { deleteAction, RowActions } from './RowActions';

describe('RowActions', () => {
  it('names each button for its record, links to pages, runs actions, and leaves out what is not allowed', async () => {
    const remove = vi.fn();
    await renderRoutes(
      [
        {
          path: '/list',
          element: (
            <RowActions
              name="14. redovna sjednica"
              actions={[
                { label: 'Otvori', icon: IconEye, to: '/list/12' },
                false,
                deleteAction('Obriši', remove),
              ]}
            />
          ),
        },
      ],
      '/list',
    );
    expect(screen.getByRole('link', { name: 'Otvori: 14. redovna sjednica' }).getAttribute('href')).toBe(
      '/list/12',
    );
    expect(screen.getAllByRole('button').map((b) => b.getAttribute('aria-label'))).toEqual([
      'Obriši: 14. redovna sjednica',
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Obriši: 14. redovna sjednica' }));
    expect(remove).toHaveBeenCalledOnce();
  });
});
