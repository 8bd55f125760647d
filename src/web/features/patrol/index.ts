/** What other features use of the patrol tools (GPS reference, NFC, labels, scanner). */
export { GpsReferenceCard } from './components/gps-reference-card.tsx';
export { LabelsMenuItem } from './components/labels-menu-item.tsx';
export { NfcWriteItem } from './components/nfc-write-item.tsx';
