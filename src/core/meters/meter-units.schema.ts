import { z } from 'zod';
import { meterUnitChoices } from './meter-units.ts';

/** A marina's units as its read carries them and PUT /api/marinas/:guid/meter-units takes them. */
export const meterUnitsSchema = z.object({
  power: z.enum(meterUnitChoices.power),
  water: z.enum(meterUnitChoices.water),
  gas: z.enum(meterUnitChoices.gas),
});
