/**
 * Rows in PostgreSQL's binary COPY format (`copy … from stdin (format binary)`): the signature,
 * a 32-bit flags field and a 32-bit header extension length, then per row a 16-bit field count
 * and per field a 32-bit length (-1 for NULL) followed by the value in its type's binary (receive)
 * format, then a 16-bit -1. Everything is big-endian. PostgreSQL reads the values without parsing
 * text, which for tsvector is most of the work of a COPY.
 */

const SIGNATURE = Buffer.from('PGCOPY\n\xff\r\n\0', 'latin1');
/** Rows gather into chunks of about this size, one write each. */
const CHUNK = 1 << 20;
const INT4_MIN = -(2 ** 31);
const INT4_MAX = 2 ** 31 - 1;

export type CopyRows = ReturnType<typeof createCopyRows>;

/** A COPY stream being written: rows go in field by field; `finish` gives the chunks to send. */
export function createCopyRows() {
  const chunks: Buffer[] = [];
  let buffer = Buffer.allocUnsafe(CHUNK);
  let at = 0;

  const room = (bytes: number) => {
    if (at + bytes <= buffer.length) return;
    if (at > 0) chunks.push(buffer.subarray(0, at));
    buffer = Buffer.allocUnsafe(Math.max(CHUNK, bytes));
    at = 0;
  };

  SIGNATURE.copy(buffer, 0);
  at = SIGNATURE.length;
  at = buffer.writeInt32BE(0, at);
  at = buffer.writeInt32BE(0, at);

  return {
    /** Starts a row of `fields` values. */
    row(fields: number) {
      room(2);
      at = buffer.writeInt16BE(fields, at);
    },
    /** An `integer` value. */
    int4(value: number | null | undefined) {
      room(8);
      if (value === null || value === undefined) {
        at = buffer.writeInt32BE(-1, at);
        return;
      }
      if (!Number.isInteger(value) || value < INT4_MIN || value > INT4_MAX)
        throw new Error(`Not an integer for COPY: ${value}`);
      at = buffer.writeInt32BE(4, at);
      at = buffer.writeInt32BE(value, at);
    },
    /** A `text` value: its UTF-8 bytes. */
    text(value: unknown) {
      if (value === null || value === undefined) {
        room(4);
        at = buffer.writeInt32BE(-1, at);
        return;
      }
      const text = String(value);
      // At most three bytes of UTF-8 per UTF-16 unit; the length is written once they are.
      room(4 + text.length * 3);
      const length = buffer.write(text, at + 4, 'utf8');
      buffer.writeInt32BE(length, at);
      at += 4 + length;
    },
    /** A value of `length` bytes, which `write` puts in the buffer from `start`. */
    value(length: number, write: (buffer: Buffer, start: number) => void) {
      room(4 + length);
      at = buffer.writeInt32BE(length, at);
      write(buffer, at);
      at += length;
    },
    /** The whole stream, trailer included; nothing may be written after. */
    finish(): Buffer[] {
      room(2);
      at = buffer.writeInt16BE(-1, at);
      chunks.push(buffer.subarray(0, at));
      return chunks;
    },
  };
}
