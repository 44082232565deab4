// Display formatting shared by the features: amounts, dollars, percentages.
export { formatAmount, formatPercent, formatSignedUsd, formatUsd, NOT_AVAILABLE, type AmountInput } from './amounts';
