// Stands in for axios's FormData / URL-encoded body helpers (./parts.js): the portal sends JSON only.
// A form body reaching one of them is a programming error, said plainly.
export default function formBodiesAreNotSent() {
  throw new Error('The portal sends JSON bodies only: axios form bodies are not in this build (src/api/build/axios/parts.js).');
}
