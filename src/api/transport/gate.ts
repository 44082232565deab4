// The gateway-down gate (spec part 1 §4: once maintenance is detected all further requests are
// blocked). Module state, flipped only by the maintenance saga through `call(closeGateway)` /
// `call(openGateway)`, read by the gatewayDownBlocker interceptor.
let gatewayDown = false;

export function isGatewayDown(): boolean {
  return gatewayDown;
}

export function closeGateway(): void {
  gatewayDown = true;
}

export function openGateway(): void {
  gatewayDown = false;
}

/** What the blocker needs of the gate; tests pass their own. */
export interface GatewayGate {
  isGatewayDown(): boolean;
}

export const gatewayGate: GatewayGate = { isGatewayDown };
