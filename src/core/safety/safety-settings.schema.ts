import { z } from 'zod';
import { ESCALATION_TIERS, SAFETY_LIMITS } from './safety-settings.ts';

/**
 * The messages of the safety settings' schema: the server answers them word for word and the web
 * translates them by their text (the `safety` namespace's `validation` block holds the same).
 */
export const SAFETY_MESSAGES = {
  wholeMinutes: 'must be a whole number of minutes',
  intervalRange: `must be between ${SAFETY_LIMITS.intervalMinutes.min} and ${SAFETY_LIMITS.intervalMinutes.max} minutes`,
  graceRange: `must be between ${SAFETY_LIMITS.graceMinutes.min} and ${SAFETY_LIMITS.graceMinutes.max} minutes`,
  ackRange: `must be between ${SAFETY_LIMITS.ackMinutes.min} and ${SAFETY_LIMITS.ackMinutes.max} minutes`,
  phone: 'must be a phone number: digits, spaces, ( ) - . and a leading +',
  phoneLength: `must hold ${SAFETY_LIMITS.phoneDigits.min} to ${SAFETY_LIMITS.phoneDigits.max} digits`,
  tier: 'must be marina_admins or client_admins',
  ladderMin: 'must hold at least one tier',
  ladderMax: `must hold at most ${ESCALATION_TIERS.length} tiers`,
  ladderRepeat: 'must not repeat a tier',
} as const;

const minutes = ({ min, max }: { min: number; max: number }, range: string) =>
  z
    .number({ error: SAFETY_MESSAGES.wholeMinutes })
    .int(SAFETY_MESSAGES.wholeMinutes)
    .min(min, range)
    .max(max, range);

const PHONE = /^\+?[\d ().-]+$/;

/** The emergency number: trimmed; blank, null or absent is none. */
const emergencyPhoneSchema = z
  .string()
  .trim()
  .max(SAFETY_LIMITS.phoneLength, `must be at most ${SAFETY_LIMITS.phoneLength} characters`)
  .nullish()
  .transform((value) => value || null)
  .refine((value) => value === null || PHONE.test(value), SAFETY_MESSAGES.phone)
  .refine((value) => {
    if (value === null) return true;
    const digits = value.replace(/\D/g, '').length;
    return digits >= SAFETY_LIMITS.phoneDigits.min && digits <= SAFETY_LIMITS.phoneDigits.max;
  }, SAFETY_MESSAGES.phoneLength);

export const ladderStepSchema = z.object({
  tier: z.enum(ESCALATION_TIERS, { error: SAFETY_MESSAGES.tier }),
  ackMinutes: minutes(SAFETY_LIMITS.ackMinutes, SAFETY_MESSAGES.ackRange),
});

/** PUT /api/marinas/:guid/safety takes these. */
export const safetySettingsSchema = z.object({
  checkIntervalMinutes: minutes(SAFETY_LIMITS.intervalMinutes, SAFETY_MESSAGES.intervalRange).nullable(),
  graceMinutes: minutes(SAFETY_LIMITS.graceMinutes, SAFETY_MESSAGES.graceRange),
  emergencyPhone: emergencyPhoneSchema,
  ladder: z
    .array(ladderStepSchema)
    .min(1, SAFETY_MESSAGES.ladderMin)
    .max(ESCALATION_TIERS.length, SAFETY_MESSAGES.ladderMax)
    .refine(
      (steps) => new Set(steps.map((step) => step.tier)).size === steps.length,
      SAFETY_MESSAGES.ladderRepeat,
    ),
});

/** A marina's safety settings as its guards' phones keep them (GuardSafety). */
export const guardSafetySchema = z.object({
  checkIntervalMinutes: z.number().int().nullable(),
  graceMinutes: z.number().int(),
  emergencyPhone: z.string().nullable(),
});

/** What GET and PUT /api/marinas/:guid/safety answer: the settings as stored. */
export const safetySettingsAnswerSchema = z.object({
  checkIntervalMinutes: z.number().int().nullable(),
  graceMinutes: z.number().int(),
  emergencyPhone: z.string().nullable(),
  ladder: z.array(z.object({ tier: z.enum(ESCALATION_TIERS), ackMinutes: z.number().int() })),
});

export type SafetySettingsInput = z.input<typeof safetySettingsSchema>;
