import QRCode from 'qrcode';
import { useEffect, useState } from 'react';
import { cn } from '#web/lib/cn.ts';

/** A QR code drawn on this device (no outside service), as an image of `value`. */
export function QrImage({ value, label, className }: { value: string; label: string; className?: string }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    QRCode.toDataURL(value, { errorCorrectionLevel: 'M', margin: 2, width: 384 })
      .then((url) => live && setSrc(url))
      .catch(() => live && setSrc(null));
    return () => {
      live = false;
    };
  }, [value]);
  return src ? (
    <img
      src={src}
      alt={label}
      data-qr={value}
      className={cn('block aspect-square bg-white [image-rendering:pixelated]', className)}
    />
  ) : (
    <span
      className={cn('block aspect-square animate-pulse rounded bg-muted', className)}
      aria-hidden="true"
    />
  );
}
