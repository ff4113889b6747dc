import { z } from 'zod';
import { NoArgs, type CallContract } from './shared';
import type { CALLS } from '../calls';
import { SYSTEM_STATUS } from '../system-codes';

export const SystemStatus = z.object({
  status: z.literal(Object.values(SYSTEM_STATUS)),
  location: z.object({ ip: z.string(), country: z.string() }),
});

/** Spec §3 white-label module: enabled when `enabled` is '1'. */
export interface WhiteLabelModule {
  modId: string;
  enabled: string;
  /** Null on a leaf, from some back ends. */
  childrenNodes: WhiteLabelModule[] | null;
}
export const WhiteLabelModuleSchema: z.ZodType<WhiteLabelModule> = z.lazy(() =>
  z.object({ modId: z.string().min(1), enabled: z.enum(['0', '1']), childrenNodes: z.array(WhiteLabelModuleSchema).nullable() }),
);

/** Spec §5 per-field rule; `acceptedPattern` is a regular expression, `*` matches anything. */
export const FieldRuleSchema = z.object({
  enabled: z.boolean(),
  required: z.boolean(),
  acceptedPattern: z.string().min(1),
  minLength: z.number().int().min(0),
  maxLength: z.number().int().min(0),
  patternId: z.string().min(1),
});
export type FieldRule = z.infer<typeof FieldRuleSchema>;

/** Spec §5 fields plus nickname, zalo and birthday (docs/api-contract.md). */
export const REGISTER_FIELDS = [
  'username',
  'password',
  'mobileNum',
  'email',
  'payeeName',
  'qqNum',
  'line',
  'whatsapp',
  'facebook',
  'wechat',
  'idNumber',
  'recommenderId',
  'affiliateCode',
  'paymentPassword',
  'captcha',
  'nickname',
  'zalo',
  'birthday',
] as const;
export const RegisterSettingsSchema = z.object(
  Object.fromEntries(REGISTER_FIELDS.map((field) => [field, FieldRuleSchema])) as Record<
    (typeof REGISTER_FIELDS)[number],
    typeof FieldRuleSchema
  >,
);
export type RegisterSettings = z.infer<typeof RegisterSettingsSchema>;

export const ResourceSchema = z.object({ resourceType: z.string(), url: z.string(), qrCodeUrl: z.string(), labelNameEn: z.string() });
export type Resource = z.infer<typeof ResourceSchema>;

/** Spec §3 permission response. */
export const PermissionSchema = z.object({
  whitelabel: z.array(WhiteLabelModuleSchema),
  register: RegisterSettingsSchema,
  resources: z.array(ResourceSchema),
  customerService: z.array(z.object({ csType: z.enum(['VIP', 'LIVECHAT']), path: z.string() })),
  analytics: z.object({ gtagId: z.string() }),
  imageCDNs: z.array(z.url()).min(1),
  launchGameCDNs: z.array(z.url()).min(1),
  location: z.object({ ip: z.string(), country: z.string() }),
  maintenance: z.boolean(),
  regionRestriction: z.boolean(),
  /**
   * Spec §4/§9 "default forcing password" (redacted there): the password the merchant gives new
   * accounts; a login with it forces a change. Ours (docs/decisions.md); absent, none is forced.
   */
  defaultPassword: z.string().min(1).optional(),
});
export type Permission = z.infer<typeof PermissionSchema>;

export const contract = {
  status: { request: z.object({ host: z.string().optional() }), response: SystemStatus },
  permission: { request: NoArgs, response: PermissionSchema },
  registerSettings: { request: NoArgs, response: RegisterSettingsSchema },
  /** Routers; type 3 is customer service, its path encrypted (spec §7). */
  routers: { request: NoArgs, response: z.array(z.object({ type: z.number().int(), path: z.string().min(1) })) },
  countries: {
    request: NoArgs,
    response: z.array(z.object({ countryCode: z.string().length(2), countryDialingCode: z.string().regex(/^\+\d{1,4}$/) })),
  },
  domainRoute: { request: NoArgs, response: z.array(z.object({ domain: z.string(), speed: z.number().int().min(0) })) },
  helpCenter: {
    request: NoArgs,
    response: z.array(z.object({ id: z.number().int(), category: z.string(), title: z.string(), content: z.string() })),
  },
} satisfies Record<keyof typeof CALLS.system, CallContract>;
