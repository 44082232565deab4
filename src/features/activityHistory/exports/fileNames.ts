// The export files' names (spec part 2 §9), apart from the builders so the page names a file
// without loading papaparse or jsPDF.
import { formatEasternDate } from '../../../shared/format';

/** 'Activity_History_for_C88004012.csv'. */
export const csvFileName = (accountNumber: string) => `Activity_History_for_${accountNumber}.csv`;

/** 'ActivityHist03022026.pdf' (MMddyyyy of the generation day, US/Eastern). */
export const pdfFileName = (generatedAt: number) => `ActivityHist${formatEasternDate(generatedAt).replace(/\//g, '')}.pdf`;
