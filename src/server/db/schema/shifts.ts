import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, numeric, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, entryTimes, fk, idColumns, tstz } from './columns.ts';
import { clients, marinas, users } from './tenancy.ts';

export const shifts = pgTable(
  'shifts',
  {
    ...idColumns(),
    clientId: fk('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    marinaId: fk('marina_id')
      .notNull()
      .references(() => marinas.id, { onDelete: 'cascade' }),
    userId: fk('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    startTime: tstz('start_time').notNull().defaultNow(),
    endTime: tstz('end_time'),
  },
  (t) => [
    uniqueIndex('shifts_one_active_per_user').on(t.userId).where(sql`${t.endTime} is null`),
    index('shifts_user_start_idx').on(t.userId, t.startTime.desc()),
    index('shifts_marina_idx').on(t.marinaId, t.startTime.desc()),
  ],
);

export const questionTypes = ['text_short', 'text_long', 'number', 'yes_no', 'timestamp'] as const;

export const shiftQuestions = pgTable(
  'shift_questions',
  {
    ...idColumns(),
    clientId: fk('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    marinaId: fk('marina_id').references(() => marinas.id, { onDelete: 'cascade' }),
    questionText: text('question_text').notNull(),
    questionType: text('question_type').notNull().$type<(typeof questionTypes)[number]>(),
    isPreShift: boolean('is_pre_shift').notNull().default(true),
    isRequired: boolean('is_required').notNull().default(true),
    isActive: boolean('is_active').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index('shift_questions_client_marina_idx').on(t.clientId, t.marinaId),
    check(
      'shift_questions_type_check',
      sql`${t.questionType} in ('text_short', 'text_long', 'number', 'yes_no', 'timestamp')`,
    ),
  ],
);

export const shiftAnswers = pgTable(
  'shift_answers',
  {
    ...idColumns(),
    clientId: fk('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    shiftId: fk('shift_id')
      .notNull()
      .references(() => shifts.id, { onDelete: 'cascade' }),
    questionId: fk('question_id')
      .notNull()
      .references(() => shiftQuestions.id, { onDelete: 'cascade' }),
    answerText: text('answer_text'),
    answerNumber: numeric('answer_number', { precision: 12, scale: 3 }),
    answerBoolean: boolean('answer_boolean'),
    answerTimestamp: tstz('answer_timestamp'),
    answeredAt: tstz('answered_at').notNull().defaultNow(),
    ...entryTimes(),
  },
  (t) => [uniqueIndex('shift_answers_unique').on(t.shiftId, t.questionId)],
);
