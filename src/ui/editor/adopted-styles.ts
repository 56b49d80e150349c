/**
 * Makes CodeMirror keep its styles under `style-src 'self'`. CodeMirror (through style-mod)
 * writes its theme into a `<style>` element in the document head, which that policy blocks (the
 * editor then loses its layout), unless given a nonce, which a static build cannot mint per
 * response. For a root without a head (a shadow root) style-mod uses a constructed stylesheet
 * instead, which the policy does not govern. So the first editor is made while the document's
 * head is hidden for a moment: style-mod then keeps the document's styles in a constructed,
 * adopted stylesheet, and every later editor reuses it.
 */
import { EditorView } from '@codemirror/view';

let done = false;

/** Call once before the first editor is created; harmless where stylesheets cannot be adopted. */
export function adoptEditorStyles(doc: Document = document): void {
  if (done || !('adoptedStyleSheets' in doc)) return;
  done = true;
  Object.defineProperty(doc, 'head', { configurable: true, get: () => null });
  try {
    new EditorView({ root: doc }).destroy();
  } finally {
    // Back to Document.prototype's getter.
    delete (doc as { head?: unknown }).head;
  }
}
