// How the documents table writes a document's period and issue (spec part 2 §9: MM/dd/yyyy in the
// fixed zone). Pure.
import type { DocumentDto } from '../../api/contract/documents';
import { formatEasternDate } from '../../shared/format/index';
import { DOCUMENTS_MESSAGES as M } from './messages';

/** 'YYYY-MM-DD' as 'MM/dd/yyyy'. */
export const dayText = (date: string): string => {
  const [year, month, day] = date.split('-');
  return `${month}/${day}/${year}`;
};

export const periodText = (d: Pick<DocumentDto, 'periodStart' | 'periodEnd'>): string => M.period(dayText(d.periodStart), dayText(d.periodEnd));

export const issuedText = (d: Pick<DocumentDto, 'issuedAt'>): string => formatEasternDate(d.issuedAt);

export function versionText(d: Pick<DocumentDto, 'version' | 'latestVersion' | 'correction'>): string {
  return d.version < d.latestVersion ? M.earlierVersion(d.version) : M.version(d.version, d.correction !== null);
}
