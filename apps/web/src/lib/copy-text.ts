/**
 * Copies text to the clipboard. The Clipboard API exists only in a secure context; a phone on the
 * shop's Wi-Fi opening http://192.168.1.5:3000 has none, so there the text is copied the older
 * way (a selected, hidden text field and the copy command), which browsers still honour on a tap.
 */
export async function copyText(text: string, page: Document = document): Promise<boolean> {
  const clipboard = page.defaultView?.isSecureContext ? page.defaultView.navigator.clipboard : null;
  if (clipboard) {
    try {
      await clipboard.writeText(text);
      return true;
    } catch {
      // Refused (no permission, not focused): the older way may still work.
    }
  }
  const field = page.createElement('textarea');
  field.value = text;
  field.setAttribute('readonly', '');
  field.style.position = 'fixed';
  field.style.top = '0';
  field.style.opacity = '0';
  page.body.append(field);
  field.select();
  try {
    return page.execCommand('copy');
  } catch {
    return false;
  } finally {
    field.remove();
  }
}
