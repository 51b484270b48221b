/**
 * Downloads a file answer (the statistics CSVs, UTF-8 with a BOM made by the server) under the
 * given name. The bytes are saved as they came: the BOM that lets spreadsheet apps read Korean stays.
 */
import { callOperation, type OperationArgs, type OperationKey } from '@/api/operations';
import { saveFile } from '@/lib/csv';

export async function downloadFile(key: OperationKey, args: OperationArgs, fileName: string): Promise<void> {
  const { data } = await callOperation<Blob>(key, args);
  saveFile(data, fileName);
}
