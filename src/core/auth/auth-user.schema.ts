import { z } from 'zod';
import { meterUnitsSchema } from '#core/meters/meter-units.schema.ts';
import { guardSafetySchema } from '#core/safety/safety-settings.schema.ts';

export const marinaSummarySchema = z.object({
  guid: z.uuid(),
  name: z.string(),
  location: z.string().nullable(),
  /** IANA zone of the marina's clocks (decision 0026). */
  timeZone: z.string(),
  /** The unit of each meter type, ASCII (`m3`; decision 0035). */
  units: meterUnitsSchema,
  /** The check schedule and emergency number its guards' phones keep (issue 33). */
  safety: guardSafetySchema,
});
export type MarinaSummary = z.infer<typeof marinaSummarySchema>;

export const permissionSchema = z.object({
  guid: z.uuid(),
  permissionType: z.enum(['admin', 'super_admin', 'marina_access']),
  marinaId: z.uuid().nullable(),
});
export type Permission = z.infer<typeof permissionSchema>;

/** GET /api/auth/user */
export const authUserSchema = z.object({
  guid: z.uuid(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  clientId: z.uuid(),
  permissions: z.array(permissionSchema),
  marinas: z.array(marinaSummarySchema),
});
export type AuthUser = z.infer<typeof authUserSchema>;

export const loginBodySchema = z.object({
  email: z.string().trim().min(1, 'Email is required').max(320),
  password: z.string().min(1, 'Password is required').max(128),
});
export type LoginBody = z.infer<typeof loginBodySchema>;
