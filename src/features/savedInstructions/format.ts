// Creation dates of saved instructions (spec part 2 §9: MM/dd/yyyy h:mm a in US/Eastern): the
// shared date format (shared/format/dates.ts).
export { formatEasternDateTime as formatCreatedTime } from '../../shared/format';
