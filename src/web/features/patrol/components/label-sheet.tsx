import { useTranslation } from 'react-i18next';
import { type LabelCodes, type PaperSize, sheets } from '#core/patrol/labels.ts';
import { cn } from '#web/lib/cn.ts';
import { QrImage } from './qr-image.tsx';
import './label-sheet.css';

export interface Label {
  guid: string;
  name: string;
  parentName: string | null;
  codes: LabelCodes;
}

/** A meter's small code beside the check-in code, captioned with the meter. */
function MeterCode({ value, label, caption }: { value: string; label: string; caption: string }) {
  return (
    <figure>
      <QrImage value={value} label={label} className="w-full" />
      <figcaption className="text-center text-[0.7rem]">{caption}</figcaption>
    </figure>
  );
}

/** The printable sheets: eight labels a page; on screen, a grid of the same labels. */
export function LabelSheet({ labels, paper }: { labels: Label[]; paper: PaperSize }) {
  const { t } = useTranslation('patrol');
  const sheetName = (number: number) => t('labels.sheet', { number });
  return (
    <div className={cn('label-sheets', `label-paper-${paper}`)} data-testid="label-sheets">
      {sheets(labels).map((page, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: sheets are positional
        <section key={i} className="label-sheet grid grid-cols-2 gap-2" aria-label={sheetName(i + 1)}>
          {page.map((label) => (
            <article
              key={label.guid}
              className="label flex flex-col rounded-xl border-2 border-dashed border-border bg-white p-2 text-black"
              data-testid="label"
              data-location={label.name}
            >
              <h3 className="label-name truncate font-bold text-lg leading-tight">{label.name}</h3>
              <p className="label-parent truncate text-neutral-700 text-xs">{label.parentName ?? '\u00a0'}</p>
              <div className="label-codes flex flex-1 items-end gap-1.5">
                <figure className="label-main flex-1">
                  <QrImage
                    value={label.codes.checkIn}
                    label={t('labels.checkInCode', { name: label.name })}
                    className="w-full"
                  />
                  <figcaption className="text-center font-semibold text-xs">
                    {t('labels.scanToCheckIn')}
                  </figcaption>
                </figure>
                {label.codes.power && label.codes.water && (
                  <div className="label-meters flex w-[38%] flex-col gap-1">
                    <MeterCode
                      value={label.codes.power}
                      label={t('labels.powerCode', { name: label.name })}
                      caption={t('labels.power')}
                    />
                    <MeterCode
                      value={label.codes.water}
                      label={t('labels.waterCode', { name: label.name })}
                      caption={t('labels.water')}
                    />
                  </div>
                )}
              </div>
            </article>
          ))}
        </section>
      ))}
    </div>
  );
}
