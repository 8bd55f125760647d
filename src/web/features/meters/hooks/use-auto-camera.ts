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

/** Whether the page may open a file chooser now: a tap a moment ago (or a browser that cannot say). */
const mayOpenChooser = () => navigator.userActivation?.isActive ?? true;

/** A tap on these does its own job; every other tap on the page opens the waiting camera. */
const CONTROLS = 'a, button, input, label, select, textarea, summary, [role="button"], [role="checkbox"]';

/**
 * The 'Auto' checkbox (cookie AutoOpenMeterCamera, 365 days). When on, the camera opens by itself
 * 500 ms after arriving with #AutoCamera or from the siblings bar. A browser shows the camera's
 * file chooser only in answer to a tap (Chromium: "File chooser dialog can only be shown with a
 * user activation"). After the siblings bar there is one; a page opened from a label's QR code
 * has none, so it waits (`waitingForTap`) and the first tap anywhere on the page that is not on
 * a control opens the camera (issue 30 item 15, decision 0055).
 */
export function useAutoCamera(locationGuid: string, cameraInput: RefObject<HTMLInputElement | null>) {
  const [auto, setAutoState] = useState(() => readAutoCamera(document.cookie));
  const [waitingForTap, setWaitingForTap] = useState(false);

  useEffect(() => {
    setWaitingForTap(false);
    if (!readAutoCamera(document.cookie)) return;
    if (window.location.hash !== AUTO_CAMERA_HASH && !arrivedFromSibling(locationGuid)) return;
    const timer = setTimeout(() => {
      siblingNavigation = null;
      if (mayOpenChooser()) cameraInput.current?.click();
      else setWaitingForTap(true);
    }, AUTO_CAMERA_DELAY_MS);
    return () => clearTimeout(timer);
  }, [locationGuid, cameraInput]);

  useEffect(() => {
    if (!waitingForTap) return;
    const onTap = (event: MouseEvent) => {
      setWaitingForTap(false);
      if (event.target instanceof Element && event.target.closest(CONTROLS)) return;
      cameraInput.current?.click();
    };
    document.addEventListener('click', onTap, { capture: true, once: true });
    return () => document.removeEventListener('click', onTap, { capture: true });
  }, [waitingForTap, cameraInput]);

  const setAuto = (on: boolean) => {
    // biome-ignore lint/suspicious/noDocumentCookie: the spec names this cookie; the Cookie Store API is not everywhere
    document.cookie = autoCameraCookie(on);
    setAutoState(on);
    if (!on) setWaitingForTap(false);
  };

  return { auto, setAuto, waitingForTap };
}
