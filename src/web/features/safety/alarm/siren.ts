/** Two tones, half a second each: a sound no one takes for a message arriving. */
const TONES = [880, 660] as const;
const STEP_S = 0.5;
/** Tones scheduled ahead at a time; renewed before they run out. */
const AHEAD_S = 30;

export interface Siren {
  /** Whether the browser holds the sound back until the user touches the page (autoplay rules). */
  readonly blocked: boolean;
  /** After a touch: lets a held-back sound play. */
  resume(): Promise<void>;
  stop(): void;
}

/**
 * A siren through Web Audio until stopped, with the phone vibrating in step where it can. Quiet
 * (and `blocked`) where the browser allows no sound yet; null without Web Audio.
 */
export function startSiren(): Siren | null {
  const Context = window.AudioContext;
  if (!Context) return null;
  const context = new Context();
  const gain = context.createGain();
  gain.gain.value = 0.25;
  gain.connect(context.destination);
  const oscillator = context.createOscillator();
  oscillator.type = 'square';
  oscillator.connect(gain);
  let until = context.currentTime;
  const schedule = () => {
    const from = Math.max(until, context.currentTime);
    for (let i = 0; i < AHEAD_S / STEP_S; i++) {
      oscillator.frequency.setValueAtTime(TONES[i % TONES.length]!, from + i * STEP_S);
    }
    until = from + AHEAD_S;
    navigator.vibrate?.([500, 500, 500, 500, 500]);
  };
  schedule();
  oscillator.start();
  const timer = setInterval(schedule, (AHEAD_S - 5) * 1000);
  return {
    get blocked() {
      return context.state === 'suspended';
    },
    resume: () => context.resume(),
    stop() {
      clearInterval(timer);
      navigator.vibrate?.(0);
      oscillator.stop();
      void context.close();
    },
  };
}
