// The texts a spec document quotes: every '…' of three characters or more, with the part and
// section ("part 2 §5") where each first appears, in order; a text quoted again adds its place.

export interface SpecPart {
  /** "part 1" */
  name: string;
  markdown: string;
}

export function quotedTextsOf(parts: readonly SpecPart[]): Array<{ text: string; spec: string }> {
  const places = new Map<string, string[]>();
  for (const part of parts) {
    let section = '';
    for (const line of part.markdown.split('\n')) {
      const heading = /^## (\d+)\./.exec(line);
      if (heading) section = `§${heading[1]}`;
      for (const match of line.matchAll(/'([^']{3,})'/g)) {
        const text = match[1] as string;
        const place = `${part.name} ${section}`;
        const known = places.get(text);
        if (!known) places.set(text, [place]);
        else if (!known.includes(place)) known.push(place);
      }
    }
  }
  return [...places].map(([text, where]) => ({ text, spec: where.join(', ') }));
}
