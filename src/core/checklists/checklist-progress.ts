/** Spec 001 sections 4 and 9: progress is completed over total items, as a rounded percent. */
export function progressPercent(completed: number, total: number): number {
  if (total <= 0) return 0;
  return Math.round((Math.min(Math.max(completed, 0), total) / total) * 100);
}

/** The ticked items that are items of the template (each counted once). */
export function completedOf(items: readonly string[], completedItems: readonly string[]): string[] {
  const ticked = new Set(completedItems);
  return [...new Set(items)].filter((item) => ticked.has(item));
}

export interface InstanceProgress {
  completed: number;
  total: number;
  percent: number;
}

export function instanceProgress(
  items: readonly string[],
  completedItems: readonly string[],
): InstanceProgress {
  const total = new Set(items).size;
  const completed = completedOf(items, completedItems).length;
  return { completed, total, percent: progressPercent(completed, total) };
}

/** Items sent that the template does not have (the server refuses them). */
export const unknownItems = (items: readonly string[], completedItems: readonly string[]): string[] =>
  completedItems.filter((item) => !items.includes(item));

/** In progress (Active Checklists) and completed (Recently Completed, the first 3), newest first kept. */
export function splitInstances<T extends { isCompleted: boolean }>(
  instances: readonly T[],
  recentlyCompletedShown = 3,
): { active: T[]; recentlyCompleted: T[] } {
  return {
    active: instances.filter((i) => !i.isCompleted),
    recentlyCompleted: instances.filter((i) => i.isCompleted).slice(0, recentlyCompletedShown),
  };
}
