/**
 * The document title pdfkit writes into the PDF's info dictionary: a literal string, in
 * UTF-16 after a byte-order mark when it has letters beyond ASCII.
 */
export function pdfTitle(pdf: Buffer): string | null {
  const text = pdf.toString('latin1');
  const ref = /\/Title (\d+) 0 R/.exec(text)?.[1];
  const literal = ref && new RegExp(`\\n${ref} 0 obj\\n\\(([\\s\\S]*?)\\)\\nendobj`).exec(text)?.[1];
  if (!literal) return null;
  const raw = literal.replace(/\\([0-7]{1,3}|[\s\S])/g, (_, c: string) =>
    /^[0-7]+$/.test(c)
      ? String.fromCharCode(parseInt(c, 8))
      : (({ n: '\n', r: '\r', t: '\t' } as Record<string, string>)[c] ?? c),
  );
  const bytes = Buffer.from(raw, 'latin1');
  if (bytes[0] !== 0xfe || bytes[1] !== 0xff) return bytes.toString('latin1');
  return Buffer.from(bytes.subarray(2)).swap16().toString('utf16le');
}
