// Sample file bodies for the file tests: the real magic bytes followed by filler.

const filler = (size: number) => new Uint8Array(size).fill(0x20);

function withHead(head: readonly number[], size: number): Uint8Array<ArrayBuffer> {
  const bytes = filler(Math.max(size, head.length));
  bytes.set(head);
  return bytes;
}

/** A PDF-looking body of `size` bytes. */
export const pdfBytes = (size = 64): Uint8Array<ArrayBuffer> =>
  withHead([...Buffer.from('%PDF-1.7\n')], size);
/** A Word 97-2003 (OLE2) body of `size` bytes. */
export const docBytes = (size = 64): Uint8Array<ArrayBuffer> =>
  withHead([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1], size);
/** A DOCX (ZIP) body of `size` bytes. */
export const docxBytes = (size = 64): Uint8Array<ArrayBuffer> =>
  withHead([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00], size);
/** A PNG body: a real file type that is not accepted. */
export const pngBytes = (size = 64): Uint8Array<ArrayBuffer> =>
  withHead([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], size);
