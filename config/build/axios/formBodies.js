// Stands in for axios's FormData / URL-encoded body helpers (./parts.js): the portal sends JSON only.
// A form body reaching one of them is a programming error, said plainly.
export default function formBodiesAreNotSent() {
  throw new Error('JSON bodies only (config/build/axios/parts.js)');
}
