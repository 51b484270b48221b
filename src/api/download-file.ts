/**
 * Downloads a file answer (the statistics CSVs, UTF-8 with a BOM made by the server) under the
 * given name. The bytes are saved as they came: the BOM that lets spreadsheet apps read Korean stays.
 */
import { callApi, type CallArgs, type DownloadKey } from '@/api/operations';
import { saveFile } from '@/lib/csv';

export async function downloadFile<K extends DownloadKey>(key: K, args: CallArgs<K>, fileName: string): Promise<void> {
  const { status, data } = await callApi(key, args);
  if (status !== 200 || !(data instanceof Blob)) throw new Error(`download answered ${status}`);
  saveFile(data, fileName);
}
