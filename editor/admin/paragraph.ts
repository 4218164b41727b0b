// A paragraph of plain text, the building block of the notes and panels the editor page adds
// around Decap CMS (collection-search.ts, saved-note.ts, status-panel.ts). `textContent`, never
// HTML: what they show comes from file names and config.json, not from markup.

/** A <p> holding `text`. */
export function paragraph(text: string) {
  const p = document.createElement("p");
  p.textContent = text;
  return p;
}
