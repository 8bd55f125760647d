/**
 * Whether the page holds a form the user is filling in (issue 18 item 6): the update strip holds
 * a reload back while one is open, so nothing the guard typed is lost.
 */
type Field = HTMLInputElement | HTMLTextAreaElement;

/** The text fields the user has typed into on this page (controlled or not: values are the truth). */
const edited = new Set<Field>();
let tracking = false;

/** Starts noting the fields the user types into (once per page). */
export function trackEdits(doc: Document = document): void {
  if (tracking) return;
  tracking = true;
  doc.addEventListener(
    'input',
    (event) => {
      const field = event.target;
      if (field instanceof HTMLTextAreaElement) edited.add(field);
      else if (
        field instanceof HTMLInputElement &&
        !['search', 'checkbox', 'radio', 'file'].includes(field.type)
      )
        edited.add(field);
    },
    true,
  );
}

/**
 * Whether the page holds a form in progress: an open dialog, or a field the user typed into that
 * is still on the page and not empty (a saved note clears its field; a saved form leaves the
 * page). Reloading then would lose what the guard typed.
 */
export function formInProgress(doc: Document = document): boolean {
  if (doc.querySelector('[role="dialog"], [role="alertdialog"]')) return true;
  for (const field of edited) {
    if (!field.isConnected) edited.delete(field);
    else if (field.value.trim() !== '') return true;
  }
  return false;
}
