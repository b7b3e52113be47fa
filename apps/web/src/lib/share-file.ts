/**
 * Hands a file to the phone's share sheet (Web Share API with files: WhatsApp, mail, Drive…)
 * where the browser can share files, else saves it as a download.
 */
import { type DownloadedFile, saveFile } from './download';

export type ShareOutcome = 'shared' | 'saved' | 'cancelled';

export async function shareOrSave(
  file: DownloadedFile,
  message: { title: string; text?: string },
  device: Pick<Navigator, 'canShare' | 'share'> | undefined = globalThis.navigator,
): Promise<ShareOutcome> {
  const shared = new File([file.blob], file.filename, { type: file.blob.type });
  if (device?.canShare?.({ files: [shared] })) {
    try {
      await device.share({ files: [shared], ...message });
      return 'shared';
    } catch (error) {
      // The person closed the sheet: nothing to do. Any other refusal (the tap's permission ran
      // out while the file loaded): the download still gets it to them.
      if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled';
    }
  }
  saveFile(file);
  return 'saved';
}
