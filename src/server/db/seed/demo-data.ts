import { BUILT_IN_LOCATION_TYPES } from '#core/locations/location-types.ts';
import type { TourSchedule } from '#core/tours/tour.schema.ts';

/** The shape of the demo marinas: believable names, docks with slips, buildings, a boathouse. */
export const DEMO_CLIENT = 'Bayside Marine Group';

export interface DemoMarina {
  name: string;
  location: string;
  /** IANA zone of its clocks (decision 0026). */
  timeZone: string;
  description: string;
  docks: { name: string; letter: string; slipPairs: number }[];
  buildings: string[];
  boathouses: string[];
  places: string[];
}

export const DEMO_MARINAS: DemoMarina[] = [
  {
    name: 'Bayside Marina',
    location: 'Annapolis, MD',
    timeZone: 'America/New_York',
    description: 'Main marina: 3 docks, fuel dock and marina office',
    docks: [
      { name: 'Dock A', letter: 'A', slipPairs: 6 },
      { name: 'Dock B', letter: 'B', slipPairs: 5 },
      { name: 'Dock C', letter: 'C', slipPairs: 4 },
    ],
    buildings: ['Marina Office', 'Bathhouse', 'Fuel Dock Shed'],
    boathouses: ['North Boathouse'],
    places: ['Main Gate', 'Boat Ramp', 'Parking Lot'],
  },
  {
    name: 'Harbor Point Marina',
    location: 'Baltimore, MD',
    timeZone: 'America/New_York',
    description: 'Second site: 2 docks and dry storage',
    docks: [
      { name: 'Dock D', letter: 'D', slipPairs: 4 },
      { name: 'Dock E', letter: 'E', slipPairs: 3 },
    ],
    buildings: ['Harbor Office', 'Dry Storage Barn'],
    boathouses: ['South Boathouse'],
    places: ['Service Gate'],
  },
];

export interface DemoTour {
  name: string;
  /** Locations of the first demo marina, by name, in walking order. */
  checkpoints: string[];
  ordered: boolean;
  durationMinutes: number;
  graceMinutes: number;
  schedule: TourSchedule;
  /** Who walks it: a key of DEMO_USERS. */
  walker: (typeof DEMO_USERS)[number]['key'];
}

/**
 * The first demo marina's patrol tours (issue 17 item 7), with a week of judged runs. The night
 * round's checkpoints are slips, which the demo's shift rounds never check in at, so its runs read
 * exactly as walked; the morning check's gates are also on those rounds and may get help from them.
 */
export const DEMO_TOURS: DemoTour[] = [
  {
    name: 'Night round',
    checkpoints: ['A-01L', 'A-06R', 'B-01L', 'B-05R', 'C-01L', 'C-04R', 'North-2'],
    ordered: true,
    durationMinutes: 45,
    graceMinutes: 10,
    schedule: { every: { minutes: 120, from: '22:00', to: '06:00' } },
    walker: 'staff',
  },
  {
    name: 'Morning gate check',
    // Not the Parking Lot: the demo leaves it unpatrolled for the last 12 hours, so its tile shows stale.
    checkpoints: ['Main Gate', 'Boat Ramp', 'Marina Office'],
    ordered: false,
    durationMinutes: 20,
    graceMinutes: 5,
    schedule: { times: ['07:00'], weekdays: [1, 2, 3, 4, 5] },
    walker: 'admin',
  },
];

/** The built-in types (the web translates exactly these names). */
export const DEMO_LOCATION_TYPES = [...BUILT_IN_LOCATION_TYPES];

export const DEMO_QUESTIONS = [
  {
    questionText: 'Radio and flashlight checked?',
    questionType: 'yes_no',
    isPreShift: true,
    isRequired: true,
  },
  {
    questionText: 'Weather conditions at start of shift',
    questionType: 'text_short',
    isPreShift: true,
    isRequired: true,
  },
  {
    questionText: 'Number of vehicles in the lot',
    questionType: 'number',
    isPreShift: true,
    isRequired: false,
  },
  {
    questionText: 'All gates locked at end of shift?',
    questionType: 'yes_no',
    isPreShift: false,
    isRequired: true,
  },
  {
    questionText: 'Incidents or observations during the shift',
    questionType: 'text_long',
    isPreShift: false,
    isRequired: false,
  },
  {
    questionText: 'Time of last patrol round',
    questionType: 'timestamp',
    isPreShift: false,
    isRequired: true,
  },
] as const;

export const DEMO_COMMENTS = [
  'Gate found unlocked, secured it.',
  'Dock lights out near the end of the dock, reported to maintenance.',
  'Dock lines on the sailboat look loose, owner notified.',
  'All quiet, no visitors.',
  'Hose left running at the slip, turned off.',
  'Shore power cord lying in the water, unplugged and coiled it.',
];

/**
 * The owner runs the client (client admin: every marina, nothing of other clients). The platform
 * operator is a separate account, the only super_admin (the backend across clients); its home
 * client is the demo client because every user belongs to one (decision 0006).
 */
export const DEMO_USERS = [
  { key: 'client_admin', email: 'owner@bayside.example', firstName: 'Olivia', lastName: 'Owens' },
  { key: 'admin', email: 'manager@bayside.example', firstName: 'Marcus', lastName: 'Reyes' },
  { key: 'staff', email: 'guard@bayside.example', firstName: 'Sam', lastName: 'Carter' },
  { key: 'super_admin', email: 'operator@bayside.example', firstName: 'Priya', lastName: 'Nair' },
] as const;
