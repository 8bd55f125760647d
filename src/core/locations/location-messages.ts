import type { BulkCreateResult } from './location.schema.ts';

/** Toast texts of the location screens (spec 000 section 8), word for word. */

export interface ToastText {
  title: string;
  description: string;
  variant?: 'default' | 'destructive' | 'success';
}

export const LOCATION_ADDED: ToastText = {
  title: 'Success',
  description: 'Location added successfully',
  variant: 'success',
};
export const LOCATION_UPDATED: ToastText = {
  title: 'Success',
  description: 'Location updated successfully',
  variant: 'success',
};
export const LOCATION_TYPE_CREATED: ToastText = {
  title: 'Success',
  description: 'Location type created successfully',
  variant: 'success',
};
export const LOCATION_TYPE_FAILED = 'Failed to create location type';
export const FETCH_LOCATIONS_FAILED = 'Failed to fetch locations';

/** 'Location deleted successfully', or with children 'Location and N child location(s) deleted successfully'. */
export function deletedToast(childCount: number): ToastText {
  return {
    title: 'Success',
    description:
      childCount > 0
        ? `Location and ${childCount} child location(s) deleted successfully`
        : 'Location deleted successfully',
    variant: 'success',
  };
}

/**
 * The bulk create answer: 'Created N location(s), M failed', plus 'Failed to create: <names>' when
 * some failed, titled 'Error' when all failed and 'Partial Success' when some did.
 */
export function bulkCreateToast({ results }: BulkCreateResult): ToastText {
  const created = results.created.length;
  const failed = results.failed.length;
  const summary = `Created ${created} location(s), ${failed} failed`;
  if (failed === 0) return { title: 'Success', description: summary, variant: 'success' };
  const names = results.failed.map((f) => f.name).join(', ');
  return {
    title: created === 0 ? 'Error' : 'Partial Success',
    description: `${summary}. Failed to create: ${names}`,
    variant: created === 0 ? 'destructive' : 'default',
  };
}

/** The delete dialog's warning about the locations below the one being deleted. */
export const childWarning = (count: number): string =>
  `Warning: This will also delete ${count} child location(s)`;
