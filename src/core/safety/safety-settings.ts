/**
 * A marina's lone-worker safety settings (issue 33, decision 0059): timed safety checks (off, or
 * every N minutes of a shift with M minutes of grace), the emergency number a guard's phone calls
 * or texts without data, and the escalation ladder an alert climbs until a person acknowledges it.
 * Zod-free, so a screen can read them without loading the schemas.
 */

export const ESCALATION_TIERS = ['marina_admins', 'client_admins'] as const;
export type EscalationTier = (typeof ESCALATION_TIERS)[number];

export interface LadderStep {
  tier: EscalationTier;
  /** How long this tier has to acknowledge before the next is alerted. */
  ackMinutes: number;
}

export interface SafetySettings {
  /** Minutes between "Are you OK?" checks during a shift; null: timed checks are off. */
  checkIntervalMinutes: number | null;
  /** How long past a due check before a missed check raises an alert. */
  graceMinutes: number;
  /** What Call and Send SMS dial when the phone has no data; null: none set. */
  emergencyPhone: string | null;
  ladder: LadderStep[];
}

/**
 * What a guard's phone keeps of its marina's settings (with the user's marinas, so it has them
 * without a signal): the check schedule and the number Call and Send SMS dial. The ladder is the
 * admins' business.
 */
export type GuardSafety = Pick<SafetySettings, 'checkIntervalMinutes' | 'graceMinutes' | 'emergencyPhone'>;

export const guardSafetyOf = ({
  checkIntervalMinutes,
  graceMinutes,
  emergencyPhone,
}: SafetySettings): GuardSafety => ({
  checkIntervalMinutes,
  graceMinutes,
  emergencyPhone,
});

/** Bounds a real marina never meets (docs/security.md). */
export const SAFETY_LIMITS = {
  intervalMinutes: { min: 15, max: 720 },
  graceMinutes: { min: 1, max: 60 },
  ackMinutes: { min: 1, max: 60 },
  phoneLength: 32,
  phoneDigits: { min: 3, max: 15 },
} as const;

/** A marina that never chose: checks off, 10 minutes of grace, its admins then the client's, 2 minutes each. */
export const DEFAULT_SAFETY: SafetySettings = {
  checkIntervalMinutes: null,
  graceMinutes: 10,
  emergencyPhone: null,
  ladder: [
    { tier: 'marina_admins', ackMinutes: 2 },
    { tier: 'client_admins', ackMinutes: 2 },
  ],
};

const wholeIn = (value: unknown, { min, max }: { min: number; max: number }): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;

const isTier = (value: unknown): value is EscalationTier =>
  (ESCALATION_TIERS as readonly unknown[]).includes(value);

/**
 * A marina's settings from what is stored (jsonb): a missing or unknown value takes the default,
 * so a hand-edited row never breaks a screen or the escalation.
 */
export function safetySettingsFrom(stored: unknown): SafetySettings {
  const value = (typeof stored === 'object' && stored !== null ? stored : {}) as Record<string, unknown>;
  const ladder = Array.isArray(value.ladder)
    ? value.ladder.filter(
        (step): step is LadderStep =>
          typeof step === 'object' &&
          step !== null &&
          isTier((step as LadderStep).tier) &&
          wholeIn((step as LadderStep).ackMinutes, SAFETY_LIMITS.ackMinutes),
      )
    : [];
  const tiers = new Set(ladder.map((step) => step.tier));
  return {
    checkIntervalMinutes: wholeIn(value.checkIntervalMinutes, SAFETY_LIMITS.intervalMinutes)
      ? value.checkIntervalMinutes
      : null,
    graceMinutes: wholeIn(value.graceMinutes, SAFETY_LIMITS.graceMinutes)
      ? value.graceMinutes
      : DEFAULT_SAFETY.graceMinutes,
    emergencyPhone:
      typeof value.emergencyPhone === 'string' && value.emergencyPhone.length > 0
        ? value.emergencyPhone
        : null,
    ladder: ladder.length > 0 && tiers.size === ladder.length ? ladder : DEFAULT_SAFETY.ladder,
  };
}

/** A phone number as `tel:` and `sms:` take it: its digits, with a leading + kept. */
export const dialable = (phone: string): string => phone.replace(/(?!^\+)[^\d]/g, '');
