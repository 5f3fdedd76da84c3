import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-client';
import type { UploadOptions } from '../../lib/upload';
import { renderWithApp } from '../../test/render';
import { UploadField } from './UploadList';
import { type UploadCheck, useUploads, type UseUploadsOptions } from './use-uploads';

type Pending = {
  file: File;
  options: UploadOptions;
  resolve: (value: { fileId: string }) => void;
  reject: (error: unknown) => void;
};

function Harness({
  upload,
  check,
  onIds,
  ...more
}: {
  upload: (file: File, options: UploadOptions) => Promise<{ fileId: string }>;
  check?: (file: File, accepted: number) => UploadCheck;
  onIds?: (ids: string[]) => void;
} & Omit<UseUploadsOptions, 'upload' | 'check'>) {
  const queue = useUploads({ upload, check, ...more });
  onIds?.(queue.fileIds);
  return <UploadField label="Fotografije" buttonLabel="Dodaj fotografije" queue={queue} accept="image/*" />;
}

function fakeServer() {
  const pending: Pending[] = [];
  const upload = vi.fn(
    (file: File, options: UploadOptions) =>
      new Promise<{ fileId: string }>((resolve, reject) => pending.push({ file, options, resolve, reject })),
  );
  return { pending, upload };
}

const photo = (name: string, bytes = 3000) => new File([new Uint8Array(bytes)], name, { type: 'image/jpeg' });

describe('UploadList', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows each file’s progress as it is sent, then that it was taken', async () => {
    const server = fakeServer();
    let ids: string[] = [];
    const view = await renderWithApp(<Harness upload={server.upload} onIds={(next) => (ids = next)} />);
    const input = view.container.querySelector<HTMLInputElement>('input[type="file"]')!;
    await userEvent.upload(input, [photo('rupa.jpg'), photo('rasvjeta.jpg')]);

    expect(server.upload).toHaveBeenCalledTimes(2);
    const bar = screen.getByRole('progressbar', { name: 'Slanje datoteke rupa.jpg' });
    expect(bar.getAttribute('aria-valuenow')).toBe('0');

    server.pending[0]!.options.onProgress?.(0.42);
    await waitFor(() => expect(bar.getAttribute('aria-valuenow')).toBe('42'));
    expect(screen.getByText('Šalje se… 42 %')).toBeDefined();

    server.pending[0]!.resolve({ fileId: 'id-rupa' });
    await waitFor(() => expect(ids).toEqual(['id-rupa']));
    const first = screen.getByText('rupa.jpg').closest('li')!;
    expect(within(first).getByText('Učitano')).toBeDefined();
    // The second is still on its way.
    const second = screen.getByText('rasvjeta.jpg').closest('li')!;
    expect(within(second).getByText('Šalje se… 0 %')).toBeDefined();
  });

  it('lists a refused file with its name and the server’s reason in words, keeping the others', async () => {
    const server = fakeServer();
    let ids: string[] = [];
    const view = await renderWithApp(<Harness upload={server.upload} onIds={(next) => (ids = next)} />);
    const input = view.container.querySelector<HTMLInputElement>('input[type="file"]')!;
    await userEvent.upload(input, [photo('dobra.jpg'), photo('ogromna.jpg')]);
    server.pending[0]!.resolve({ fileId: 'id-dobra' });
    server.pending[1]!.reject(
      new ApiError(400, { errors: { file: 'image_too_large' }, params: { file: { maximum: 5120 } } }),
    );

    expect(
      await screen.findByText(
        'ogromna.jpg nije prihvaćena: Slika je prevelika. Najveća dozvoljena veličina je 5.120 KB.',
      ),
    ).toBeDefined();
    expect(ids).toEqual(['id-dobra']);
    expect(screen.getAllByRole('progressbar')).toHaveLength(1);
  });

  it('refuses before sending what the check refuses, and removes a file on request', async () => {
    const server = fakeServer();
    const view = await renderWithApp(
      <Harness
        upload={server.upload}
        check={(_file, accepted) =>
          accepted >= 1 ? { key: 'complaint_images_limit', params: { maximum: 1 } } : null
        }
      />,
    );
    const input = view.container.querySelector<HTMLInputElement>('input[type="file"]')!;
    await userEvent.upload(input, [photo('prva.jpg'), photo('druga.jpg')]);
    expect(server.upload).toHaveBeenCalledTimes(1);
    expect(screen.getByText('druga.jpg nije prihvaćena: Prijava može imati najviše 1 sliku.')).toBeDefined();

    await userEvent.click(screen.getByRole('button', { name: 'Ukloni prva.jpg' }));
    expect(screen.queryByText('prva.jpg')).toBeNull();
    expect(server.pending[0]!.options.signal?.aborted).toBe(true);
  });

  it('prepares each file first, refuses what is still too large, and holds the rest until sending is allowed', async () => {
    const server = fakeServer();
    const prepare = vi.fn(async (file: File) =>
      file.name === 'velika.jpg' ? file : new File([new Uint8Array(100)], file.name, { type: file.type }),
    );
    const props = {
      upload: server.upload,
      prepare,
      checkPrepared: (file: File) =>
        file.size > 1000 ? { key: 'image_too_large', params: { maximum: 1 } } : null,
      preparingNote: 'Priprema se…',
      heldNote: 'Čeka prijavu na sistem.',
    };
    function Allowing() {
      const [canSend, setCanSend] = useState(false);
      return (
        <>
          <button onClick={() => setCanSend(true)}>Prijava</button>
          <Harness {...props} canSend={canSend} />
        </>
      );
    }
    const view = await renderWithApp(<Allowing />);
    const input = view.container.querySelector<HTMLInputElement>('input[type="file"]')!;
    await userEvent.upload(input, [photo('mala.jpg'), photo('velika.jpg')]);

    expect(prepare).toHaveBeenCalledTimes(2);
    await screen.findByText('Čeka prijavu na sistem.');
    expect(
      screen.getByText(
        'velika.jpg nije prihvaćena: Slika je prevelika. Najveća dozvoljena veličina je 1 KB.',
      ),
    ).toBeDefined();
    expect(server.upload).not.toHaveBeenCalled();

    // Allowed now: the prepared file goes, not the one chosen.
    await userEvent.click(screen.getByRole('button', { name: 'Prijava' }));
    await waitFor(() => expect(server.upload).toHaveBeenCalledTimes(1));
    expect(server.pending[0]!.file.size).toBe(100);
    expect(screen.queryByText('Čeka prijavu na sistem.')).toBeNull();
  });
});
