import type { AnyEndpoint, EndpointInput } from '@portal/contracts';
import { call } from './api-client';

/**
 * Offers a file to the user. Browsers differ, so several ways are tried in turn and
 * failures are ignored: the legacy IE/Edge save call, a temporary download link,
 * then opening the file in a new window.
 */
export function saveFile(blob: Blob, fileName: string): void {
  const nav = navigator as Navigator & { msSaveOrOpenBlob?: (blob: Blob, name: string) => boolean };
  try {
    if (nav.msSaveOrOpenBlob) {
      nav.msSaveOrOpenBlob(blob, fileName);
      return;
    }
  } catch {
    // try the next way
  }
  const url = URL.createObjectURL(blob);
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = fileName;
    link.rel = 'noopener';
    document.body.appendChild(link);
    link.click();
    link.remove();
  } catch {
    try {
      window.open(url, '_blank', 'noopener');
    } catch {
      // nothing more to try
    }
  } finally {
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  }
}

/**
 * Calls an endpoint that answers a file and offers the file for saving under the name
 * the server gave. A failure has been shown by the central handler; nothing else to do.
 */
export async function downloadFrom<E extends AnyEndpoint>(
  endpoint: E,
  input: EndpointInput<E>,
): Promise<void> {
  try {
    const file = (await call(endpoint, input)) as File;
    saveFile(file, file.name);
  } catch {
    // shown already
  }
}
