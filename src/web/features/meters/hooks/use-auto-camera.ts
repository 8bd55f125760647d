import { type RefObject, useEffect, useState } from 'react';
import {
  AUTO_CAMERA_DELAY_MS,
  AUTO_CAMERA_HASH,
  autoCameraCookie,
  readAutoCamera,
} from '#core/meters/record-rules.ts';

/** How long after a tap on the siblings bar the next screen may still open the camera by itself. */
const SIBLING_NAVIGATION_WINDOW_MS = 4000;
let siblingNavigation: { guid: string; at: number } | null = null;

/** The siblings bar calls this just before it moves to another location's record screen. */
export function markSiblingNavigation(locationGuid: string): void {
  siblingNavigation = { guid: locationGuid.toLowerCase(), at: Date.now() };
}

function arrivedFromSibling(locationGuid: string): boolean {
  const mark = siblingNavigation;
  return (
    mark !== null &&
    mark.guid === locationGuid.toLowerCase() &&
    Date.now() - mark.at < SIBLING_NAVIGATION_WINDOW_MS
  );
}

/**
 * The 'Auto' checkbox (cookie AutoOpenMeterCamera, 365 days). When on, the camera opens by itself
 * 500 ms after arriving with #AutoCamera or from the siblings bar. (A browser may refuse to open a
 * file picker without a recent tap; after the siblings bar there is one.)
 */
export function useAutoCamera(locationGuid: string, cameraInput: RefObject<HTMLInputElement | null>) {
  const [auto, setAutoState] = useState(() => readAutoCamera(document.cookie));

  useEffect(() => {
    if (!readAutoCamera(document.cookie)) return;
    if (window.location.hash !== AUTO_CAMERA_HASH && !arrivedFromSibling(locationGuid)) return;
    const timer = setTimeout(() => {
      siblingNavigation = null;
      cameraInput.current?.click();
    }, AUTO_CAMERA_DELAY_MS);
    return () => clearTimeout(timer);
  }, [locationGuid, cameraInput]);

  const setAuto = (on: boolean) => {
    // biome-ignore lint/suspicious/noDocumentCookie: the spec names this cookie; the Cookie Store API is not everywhere
    document.cookie = autoCameraCookie(on);
    setAutoState(on);
  };

  return { auto, setAuto };
}
