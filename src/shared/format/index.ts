// Display formatting shared by the features: amounts, dollars, percentages, US/Eastern dates.
export { formatAmount, formatPercent, formatSignedUsd, formatUsd, NOT_AVAILABLE } from './amounts';
export { formatEasternDate, formatEasternDateTime, formatEasternDateTimeSeconds } from './dates';
