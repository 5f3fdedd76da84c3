import type { EventEmitter } from 'node:events';
import type { Writable } from 'node:stream';
import type ExcelJS from 'exceljs';

type Sheet = ExcelJS.Worksheet;

/*
 * What the report's Excel writer (xlsx.ts) adds to exceljs 4.4's streaming writer:
 * backpressure and pictures on streamed sheets, through internals its types do not show.
 */

const CLOSED = 'The report file’s stream was closed before the file was written.';
const CHANGED = 'exceljs’ streaming writer has changed: see its internals in reports/xlsx.ts.';

/*
 * The parts of exceljs 4.4's streaming writer that this file needs and its types do not
 * show: for the backpressure its writer lacks (caughtUp) and for pictures, which its
 * sheets cannot take (streamedPictures). Each use checks they are there and fails with
 * CHANGED when not, so that an upgrade of exceljs that changes them fails the tests.
 */
type WorkbookWriterInternals = {
  /** The archiver the workbook's files are zipped by. */
  zip: EventEmitter & { append(source: string | Buffer, options: { name: string }): unknown };
  media: { name: string }[];
};
type WorksheetWriterInternals = {
  committed: boolean;
  /** The sheet's XML; `pipes[0]` is the PassThrough archiver reads it from. */
  stream: {
    write(text: string): unknown;
    pipes?: (EventEmitter & { _writableState?: { needDrain?: boolean } })[];
  };
  _sheetRelsWriter: { addRelationship(relationship: { Type: string; Target: string }): string };
  /** Writes the sheet's last element before </worksheet> on commit. */
  _writeLegacyData(): void;
};

function internals(workbook: ExcelJS.stream.xlsx.WorkbookWriter): WorkbookWriterInternals;
function internals(sheet: Sheet): WorksheetWriterInternals;
function internals(of: unknown): unknown {
  return of;
}

/**
 * Waits until the zip has taken in what the rows wrote. exceljs' streaming writer waits
 * for nothing: a committed row goes into the sheet's buffer, piped without backpressure
 * into the PassThrough that archiver reads the sheet from. That PassThrough drains only
 * as fast as the zip is deflated and `out` takes it, so waiting for it keeps about a
 * batch in memory, however slow the download; without the wait the whole sheet would
 * pile up there while the rows come faster than they are zipped.
 */
export async function caughtUp(
  sheet: Sheet,
  workbook: ExcelJS.stream.xlsx.WorkbookWriter,
  out: Writable,
): Promise<void> {
  const intake = internals(sheet).stream.pipes?.[0];
  // A PassThrough of readable-stream 2 (archiver's), which has no `writableNeedDrain`.
  const state = intake?._writableState;
  if (!intake || typeof state?.needDrain !== 'boolean') throw new Error(CHANGED);
  if (state.needDrain && !out.destroyed) {
    await firstOf([
      [intake, 'drain'],
      [out, 'close'],
      [internals(workbook).zip, 'error'],
    ]);
  }
  if (out.destroyed) throw new Error(CLOSED);
}

function firstOf(events: readonly [EventEmitter, string][]): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      for (const [emitter, event] of events) emitter.off(event, done);
      resolve();
    };
    for (const [emitter, event] of events) emitter.on(event, done);
  });
}

/**
 * The workbook's commit, failing when `out` is closed first: exceljs waits for the
 * stream's 'finish', which a stream destroyed by an aborted download never gives.
 */
export async function committed(workbook: ExcelJS.stream.xlsx.WorkbookWriter, out: Writable): Promise<void> {
  if (out.destroyed) throw new Error(CLOSED);
  let onClose = () => {};
  const closed = new Promise<never>((_, reject) => {
    onClose = () => {
      if (!out.writableFinished) reject(new Error(CLOSED));
    };
    out.once('close', onClose);
  });
  try {
    await Promise.race([workbook.commit(), closed]);
  } finally {
    out.off('close', onClose);
  }
}

// Pictures ---------------------------------------------------------------------------

type PicturePlacement = {
  png: Buffer;
  /** The cell of the picture's top left corner, counted from 0. */
  col: number;
  row: number;
  /** The shown size, in pixels. */
  width: number;
  height: number;
  /** Its name in Excel (alt text). */
  name: string;
};

export type StreamedPictures = { place(sheet: Sheet, picture: PicturePlacement): void };

const RELATIONSHIP = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const DRAWING_TYPE = 'application/vnd.openxmlformats-officedocument.drawing+xml';
const EMU_PER_PIXEL = 9525;

/**
 * Pictures on the sheets of a streamed workbook. exceljs 4.4's streaming WorksheetWriter
 * has no `addImage` (only `addBackgroundImage`, a tiled background; exceljs issues
 * #1709 and #2918, pull request #2201 not merged), though `WorkbookWriter.addImage`
 * stores the picture. So this adds the missing parts of the file as Excel's own files
 * have them: a drawing (xl/drawings/drawingN.xml) anchoring the picture at a cell, the
 * drawing's relationship to the picture, the sheet's relationship to the drawing, the
 * sheet's `<drawing>` element (written where the schema wants it, just before the
 * comments' legacyDrawing, when the sheet is committed) and the drawing's content type.
 * One picture per sheet, placed before the sheet is committed.
 */
export function streamedPictures(workbook: ExcelJS.stream.xlsx.WorkbookWriter): StreamedPictures {
  const book = internals(workbook);
  if (typeof book.zip?.append !== 'function' || !Array.isArray(book.media)) throw new Error(CHANGED);
  const drawings: string[] = [];
  const append = book.zip.append.bind(book.zip);
  book.zip.append = (source, options) =>
    append(
      options.name === '[Content_Types].xml' && drawings.length > 0
        ? String(source).replace(
            '</Types>',
            `${drawings.map((name) => `<Override PartName="/xl/drawings/${name}.xml" ContentType="${DRAWING_TYPE}"/>`).join('')}</Types>`,
          )
        : source,
      options,
    );

  return {
    place(sheet, picture) {
      const writer = internals(sheet);
      if (
        writer.committed ||
        typeof writer._writeLegacyData !== 'function' ||
        typeof writer._sheetRelsWriter?.addRelationship !== 'function'
      ) {
        throw new Error(CHANGED);
      }
      // exceljs types its Buffer as an ArrayBuffer of its own; a Node Buffer is what it takes.
      const buffer = picture.png as unknown as ExcelJS.Image['buffer'];
      const imageId = workbook.addImage({ buffer, extension: 'png' });
      const image = book.media[imageId]!.name;
      const drawing = `drawing${drawings.length + 1}`;
      drawings.push(drawing);

      book.zip.append(drawingXml(picture), { name: `xl/drawings/${drawing}.xml` });
      book.zip.append(
        '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
          '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
          `<Relationship Id="rId1" Type="${RELATIONSHIP}/image" Target="../media/${image}"/>` +
          '</Relationships>',
        { name: `xl/drawings/_rels/${drawing}.xml.rels` },
      );
      const rId = writer._sheetRelsWriter.addRelationship({
        Type: `${RELATIONSHIP}/drawing`,
        Target: `../drawings/${drawing}.xml`,
      });
      const writeLegacyData = writer._writeLegacyData.bind(writer);
      writer._writeLegacyData = () => {
        writer.stream.write(`<drawing r:id="${rId}"/>`);
        writeLegacyData();
      };
    },
  };
}

function drawingXml(picture: PicturePlacement): string {
  const cx = Math.round(picture.width * EMU_PER_PIXEL);
  const cy = Math.round(picture.height * EMU_PER_PIXEL);
  return (
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
    '<xdr:wsDr xmlns:xdr="http://schemas.openxmlformats.org/drawingml/2006/spreadsheetDrawing"' +
    ' xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main">' +
    '<xdr:oneCellAnchor>' +
    `<xdr:from><xdr:col>${picture.col}</xdr:col><xdr:colOff>0</xdr:colOff>` +
    `<xdr:row>${picture.row}</xdr:row><xdr:rowOff>0</xdr:rowOff></xdr:from>` +
    `<xdr:ext cx="${cx}" cy="${cy}"/>` +
    '<xdr:pic>' +
    `<xdr:nvPicPr><xdr:cNvPr id="2" name="Picture 1" descr="${escapeXml(picture.name)}"/>` +
    '<xdr:cNvPicPr><a:picLocks noChangeAspect="1"/></xdr:cNvPicPr></xdr:nvPicPr>' +
    `<xdr:blipFill><a:blip xmlns:r="${RELATIONSHIP}" r:embed="rId1"/><a:stretch><a:fillRect/></a:stretch></xdr:blipFill>` +
    `<xdr:spPr><a:xfrm><a:off x="0" y="0"/><a:ext cx="${cx}" cy="${cy}"/></a:xfrm>` +
    '<a:prstGeom prst="rect"><a:avLst/></a:prstGeom></xdr:spPr>' +
    '</xdr:pic>' +
    '<xdr:clientData/>' +
    '</xdr:oneCellAnchor>' +
    '</xdr:wsDr>'
  );
}

function escapeXml(text: string): string {
  return text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);
}
