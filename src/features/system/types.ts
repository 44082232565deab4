/** Client notification severities (spec part 1 §1); the item shape is the gateway contract's. */
export {
  NOTIFICATION_SEVERITIES,
  type ClientNotification,
} from '../../api/contract/featureService';
