// Stands in for axios's cookie helper (./parts.js), which only reads the XSRF cookie: the portal's
// instances set no xsrfCookieName (src/api/transport/client.ts), so there is nothing to read or write.
export default {
  read: () => null,
  readAsync: async () => null,
  write() {},
  remove() {},
};
