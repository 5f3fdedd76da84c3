import { screen } from '@testing-library/react';
import { ComplaintStatus } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../test/render';
import { ComplaintStatusBadge } from './ComplaintStatusBadge';

describe('ComplaintStatusBadge', () => {
  it('names the status from the catalogue', async () => {
    await renderWithApp(
      <>
        <ComplaintStatusBadge statusId={ComplaintStatus.Resolved} />
        <ComplaintStatusBadge statusId={ComplaintStatus.Assigned} />
      </>,
    );
    expect(screen.getByText('Riješena')).toBeDefined();
    expect(screen.getByText('Dodijeljena')).toBeDefined();
  });
});
