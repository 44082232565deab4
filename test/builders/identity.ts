// Identity-service outcomes (spec part 2 §7) as the API layer hands them to the sagas.
export const accepted = (code = '1200', message = 'OK') => ({ ok: true as const, code, message });
export const refused = (code: string, message: string) => ({ ok: false as const, code, message });
