import { photoRoute } from '#core/api/plain-routes.ts';

const PHOTO_PREFIX = photoRoute.path.slice(0, photoRoute.path.indexOf(':'));

interface ImageLike {
  src: string;
  removeAttribute(name: 'src'): void;
}

/**
 * Stops the page's private photos loading (`/img/…`): once the sign-out has ended the session, a
 * lazy photo scrolled into view or one still on its way would be answered 401 before home replaces
 * the page, a console error on a signed-out page (issue 30 item 20). An image without its source
 * loads nothing, and one on its way is cancelled.
 */
export function stopLoadingPhotos(images: Iterable<ImageLike>, base: string): number {
  let stopped = 0;
  for (const image of images) {
    if (!image.src || !new URL(image.src, base).pathname.startsWith(PHOTO_PREFIX)) continue;
    image.removeAttribute('src');
    stopped++;
  }
  return stopped;
}
