// The platform calls' requests and answers as schemas: the status calls, the feature-flag service
// and the country list (contract/featureService.ts, countries.ts and identity.ts's LoginStatusData
// derive their types from them). Spec part 1 §1 and §7; part 2 §3 and §7.
import { Type } from '@sinclair/typebox';
import { FLAG_NAME_PATTERN, NOTIFICATION_SEVERITIES, SERVICE_KEY_PATTERN } from '../constants';
import { oneOfStrings } from './common';

// ── Status ─────────────────────────────────────────────────────────────────────────────────────

/** GET /gateway/public/status's data: the maintenance heartbeat (maintenance itself answers 503). */
export const PublicStatusDataSchema = Type.Object({ state: Type.Literal('UP') });

/** POST /gateway/institutional/status's data. */
export const LoginStatusDataSchema = Type.Object(
  { loggedIn: Type.Literal(true), username: Type.String(), firstName: Type.String(), lastName: Type.String() },
  { description: "Signed in (code 000000); null otherwise, the status naming what is missing (AUTH1401 'Not Logged In', or AUTH1201 and the second factor pending)." },
);

// ── Feature-flag service ───────────────────────────────────────────────────────────────────────

/** The query of the v1 flag and the notification calls: {appNumber}-{type}-{name}, e.g. '42-flag-MarketMaker'. */
export const ServiceKeyQuerySchema = Type.Object(
  { key: Type.String({ pattern: SERVICE_KEY_PATTERN, description: "{appNumber}-{type}-{name}: type 'flag' or 'notification'; another app's number finds nothing." }) },
  { additionalProperties: false },
);

/** The query of GET …/api/v2/feature/enabled: the flag's bare name. */
export const FlagNameQuerySchema = Type.Object({ key: Type.String({ pattern: FLAG_NAME_PATTERN }) }, { additionalProperties: false });

/** A flag's value (null with FF404 'Flag not found' for a flag the service does not know). */
export const FlagValueSchema = Type.Boolean();

/** One client notification (the shell's banner). */
export const ClientNotificationSchema = Type.Object({
  id: Type.String(),
  message: Type.String({ description: 'May hold link=[url] markup.' }),
  severity: oneOfStrings(NOTIFICATION_SEVERITIES, { description: 'Picks the styling.' }),
});

export const ClientNotificationListSchema = Type.Array(ClientNotificationSchema);

// ── Country list ───────────────────────────────────────────────────────────────────────────────

export const CountrySchema = Type.Object({ name: Type.String(), codeTwo: Type.String({ description: 'ISO 3166-1 alpha-2.' }) });

/** ISO 3166-1 countries, USA first, then by name. */
export const CountryListSchema = Type.Array(CountrySchema);

// ── Application configuration (GET /institutional/config/{version}/app-config.json) ───────────

const MS = (description: string) => Type.Number({ minimum: 0, description });

/** The application configuration file (config/app-config.*.json), loaded once at boot; configProblems checks it. */
export const AppConfigSchema = Type.Object({
  environment: oneOfStrings(['mock', 'production'] as const),
  gatewayBaseUrl: Type.String({ description: "Prepended to paths starting with /gateway ('' = same origin)." }),
  identityHost: Type.String({ description: "Prepended to paths starting with /user ('' = same origin)." }),
  appNumber: Type.String({ description: 'App number used in feature-flag keys: {appNumber}-{type}-{flag}.' }),
  cookieConsentScriptUrl: Type.String(),
  traderUiUrl: Type.String(),
  pushPollLimit: Type.Integer({ minimum: 1 }),
  pushPollIntervalMs: MS('Between two push status polls.'),
  inactivityTimeoutMs: MS('Inactivity before the session countdown.'),
  sessionCountdownSeconds: Type.Number({ minimum: 0 }),
  activityDebounceMs: MS('User activity is noted at most this often.'),
  spinnerDelayMs: MS('A call shows the spinner once it takes longer.'),
  maintenancePollIntervalMs: MS('Between two public status polls.'),
  sessionKeepAliveMs: MS('Re-check the login status on activity when the server was last contacted longer ago.'),
  actionLogSize: Type.Integer({ minimum: 0, description: 'The session log (docs/action-log.md) keeps the last this many actions; 0 keeps none (no download).' }),
});
