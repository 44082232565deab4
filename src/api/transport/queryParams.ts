// The query string of a GET's `params` (the instances' paramsSerializer, src/api/transport/client.ts): flat
// names with text, number or boolean values, as URLSearchParams writes them. axios's own serializer
// (nested objects and arrays through its FormData helper) is not in the build (ADR 0022).

/** `a=1&b=x+y`; null and undefined values are left out; an object or array value is refused. */
export function serializeQueryParams(params: Record<string, unknown>): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (value === undefined || value === null) continue;
    if (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'boolean') {
      throw new TypeError(`Query parameter ${name}: only text, number or boolean values are sent`);
    }
    query.append(name, String(value));
  }
  return query.toString();
}
