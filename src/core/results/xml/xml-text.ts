// Decodes the entity references XML itself defines. The parser leaves entities alone so a DOCTYPE
// can never expand (no "billion laughs"), and only the strings testlock reads are decoded.

const NAMED: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

export function decodeXmlText(text: string): string {
  if (!text.includes('&')) return text;
  return text.replace(/&(?:#x([0-9a-fA-F]{1,6})|#(\d{1,7})|(lt|gt|amp|quot|apos));/g, decodeOne);
}

function decodeOne(whole: string, hex?: string, dec?: string, name?: string): string {
  if (name) return NAMED[name] ?? whole;
  const code = hex ? Number.parseInt(hex, 16) : Number(dec);
  return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
}
