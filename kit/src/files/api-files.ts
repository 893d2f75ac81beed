import { api } from '@lemon/shared';

/** The last part of a path, for a file that does not name itself. */
const lastPart = (path: string) => decodeURIComponent(path.split('?')[0]!.split('/').pop()!);

/** Hands the browser a file to save under this name. */
export function saveBlob(blob: Blob, fileName: string): void {
  const address = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = address;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has started reading it by then; the address is freed for the page's memory.
  setTimeout(() => URL.revokeObjectURL(address), 60_000);
}

/**
 * Downloads a file the API answers (an invoice, an export) with the stored token, which a plain link would
 * not carry, and saves it under the name the API gives it. A refusal rejects with the `ApiError`.
 */
export async function downloadFromApi(path: string): Promise<void> {
  const { blob, fileName } = await api.file(path);
  saveBlob(blob, fileName ?? lastPart(path));
}

/**
 * Opens a file of the API in a new tab, where the browser's viewer prints it (a packing slip). The tab opens
 * at the click, before the file arrives, so that no popup blocker stops it; blocked anyway, the file is saved.
 */
export async function openFromApi(path: string): Promise<void> {
  const tab = window.open('', '_blank');
  try {
    const { blob, fileName } = await api.file(path);
    if (tab) tab.location.href = URL.createObjectURL(blob);
    else saveBlob(blob, fileName ?? lastPart(path));
  } catch (error) {
    tab?.close();
    throw error;
  }
}
