/**
 * How a zoomable picture is shown (the photo viewer, the site plan): its scale and how far it is
 * moved, applied as one CSS transform; FIT is the whole picture.
 */
export interface ZoomView {
  scale: number;
  x: number;
  y: number;
}

export const FIT: ZoomView = { scale: 1, x: 0, y: 0 };
