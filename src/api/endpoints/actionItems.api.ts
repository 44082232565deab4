// Calls of the action-items feature (spec part 1 §7, part 2 §7); shapes are the contract's
// (contract/actionItems.ts) and every answer is checked at the boundary (contract/actionItemGuards.ts).
// The page reports their failures in place (docs/spec-choices.md "One message per failed call"): the
// list's load failure and not-entitled texts, a refused decision's message in its dialog.
import { gatewayPost as post } from '../transport/gatewayCalls';
import { isActionItemDto, isActionItemList } from '../contract/actionItemGuards';
import {
  ACTION_ITEM_PATHS as PATHS,
  type ActionItemTab,
  type ActionItemUpdateRequestDto,
  type InboundDepositReviewRequestDto,
} from '../contract/actionItems';

export const getActionItems = (tab: ActionItemTab) => post(PATHS.list, { tab }, isActionItemList, 'page');
export const updateActionItem = (body: ActionItemUpdateRequestDto) => post(PATHS.update, body, isActionItemDto, 'page');
export const reviewInboundDeposit = (body: InboundDepositReviewRequestDto) => post(PATHS.inboundReview, body, isActionItemDto, 'page');
