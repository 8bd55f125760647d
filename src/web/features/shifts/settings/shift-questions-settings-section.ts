import { lazyWithPreload } from '#web/lib/lazy-with-preload.ts';

/**
 * The shift questions' section of Marina Settings, a chunk of its own: its dialog loads the form
 * libraries and builds the question schema, which the dashboard, taking the shift panel from this
 * feature's index, must neither download nor build (ADR 0019).
 */
export const ShiftQuestionsSettingsSection = lazyWithPreload(() =>
  import('./components/questions-section.tsx').then((m) => m.QuestionsSection),
);
