// The inbound deposit review's redux-form name (`state.form.<name>`): the form uses it, and the drafts
// feature reads the open review's travel-rule values by it when the session ends (issue 28).
export const DEPOSIT_FORM = 'inboundDepositReview';
