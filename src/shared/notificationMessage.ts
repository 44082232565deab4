// Client notification text with link=[url] markup (spec part 1 §1), split into plain text and
// links. A link is produced only for an https: URL, as the WHATWG URL parser (the browser's own)
// reads it; any other scheme (javascript:, data:, http: …) stays plain text, so a notification can
// never carry script or an insecure link.
export type NotificationPart = { kind: 'text'; text: string } | { kind: 'link'; href: string };

const LINK_MARKUP = /link=\[([^\]]*)\]/g;

/** The canonical https address, or null when `raw` is not an https: URL. */
export function safeHttpsUrl(raw: string): string | null {
  try {
    const url = new URL(raw);
    return url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

export function parseNotificationMessage(text: string): NotificationPart[] {
  const parts: NotificationPart[] = [];
  const pushText = (value: string) => {
    if (value === '') return;
    const last = parts[parts.length - 1];
    if (last?.kind === 'text') last.text += value;
    else parts.push({ kind: 'text', text: value });
  };

  let cursor = 0;
  for (const match of text.matchAll(LINK_MARKUP)) {
    const raw = match[1] ?? '';
    pushText(text.slice(cursor, match.index));
    const href = safeHttpsUrl(raw);
    // A refused link keeps its address visible as text, without the markup around it.
    if (href) parts.push({ kind: 'link', href });
    else pushText(raw);
    cursor = match.index + match[0].length;
  }
  pushText(text.slice(cursor));
  return parts;
}
