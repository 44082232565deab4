// BIC (ISO 9362) and IBAN (ISO 13616: mod-97 and each country's length) through ibantools.
import { electronicFormatIBAN, isValidBIC, isValidIBAN } from 'ibantools';

/** 8 or 11 characters of the ISO 9362 form (bank code letters, a known country). */
export const isBicForm = (value: string): boolean => /^[A-Z0-9]{8}([A-Z0-9]{3})?$/.test(value) && isValidBIC(value);

/** The IBAN with spaces removed, upper case. */
export const compactIban = (value: string): string => value.replace(/\s+/g, '').toUpperCase();

/** mod-97 and the country's length (after removing spaces). */
export const isValidIban = (value: string): boolean => {
  const compact = electronicFormatIBAN(compactIban(value)) ?? '';
  return compact !== '' && isValidIBAN(compact);
};
