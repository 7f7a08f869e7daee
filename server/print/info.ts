/**
 * A delivered PDF's Info dictionary: its title and nothing else. KDP's guidelines list metadata
 * among what a print file should not carry, so no producer, creator, author or dates. PDFKit sets
 * Producer, Creator and CreationDate when a document is made, and reads them again for its XMP
 * metadata when it ends (written only from PDF 1.4; ours are 1.3): both are replaced here.
 */
export function titleOnly(doc: PDFKit.PDFDocument, title: string | null): void {
  doc.info = title ? { Title: title } : {};
  (doc as unknown as { _addInfo(): void })._addInfo = () => {};
}
