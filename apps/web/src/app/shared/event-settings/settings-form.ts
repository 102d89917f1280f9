import { FormControl, FormGroup, Validators, type ValidatorFn } from '@angular/forms';
import {
  SETTING_BOUNDS,
  settingsThatApply,
  type DecklistPolicy,
  type EventSettings,
  type MatchFormat,
  type PickTimer,
  type SettingsFormat,
  type TopCutSize,
} from '@cantina/contract';

/** Every setting an organizer may choose (libs/contract `EventSettings`, the day apart), as stored. */
export type FullSettings = Required<Omit<EventSettings, 'date'>>;

const whole = (bounds: { min: number; max: number }): ValidatorFn[] => [
  Validators.required,
  Validators.min(bounds.min),
  Validators.max(bounds.max),
  Validators.pattern(/^\d+$/),
];

const number = (bounds: { min: number; max: number }) =>
  new FormControl<number | null>(null, { validators: whole(bounds) });

/** The settings part of a form: the card set and every setting (rounds 0 = from the attendance). */
export function settingsForm() {
  return new FormGroup({
    set: new FormControl('', { nonNullable: true }),
    podSize: number(SETTING_BOUNDS.podSize),
    bots: new FormControl(true, { nonNullable: true }),
    pickTimer: new FormControl<PickTimer>('casual', { nonNullable: true }),
    pickSeconds: number(SETTING_BOUNDS.pickSeconds),
    packsPerPlayer: number(SETTING_BOUNDS.packsPerPlayer),
    rounds: new FormControl<number | null>(0, { validators: whole({ min: 0, max: SETTING_BOUNDS.rounds.max }) }),
    matchFormat: new FormControl<MatchFormat>('bo3', { nonNullable: true }),
    roundMinutes: number(SETTING_BOUNDS.roundMinutes),
    decklists: new FormControl<DecklistPolicy>('required', { nonNullable: true }),
    topCut: new FormControl<TopCutSize>(0, { nonNullable: true }),
    maxPlayers: number(SETTING_BOUNDS.maxPlayers),
  });
}
export type SettingsForm = ReturnType<typeof settingsForm>;
export type SettingsFormValue = SettingsForm['value'];

/** Fills the form with stored (or default) settings; only the controls of `format` take part in its validity. */
export function fillSettings(form: SettingsForm, settings: FullSettings, set: string | null, format: SettingsFormat) {
  form.reset({ ...settings, set: set ?? '' });
  const applies = new Set<string>(settingsThatApply(format));
  if (format.kind !== 'constructed') applies.add('set');
  for (const [key, control] of Object.entries(form.controls)) {
    if (applies.has(key)) control.enable({ emitEvent: false });
    else control.disable({ emitEvent: false });
  }
  form.updateValueAndValidity();
}

/** The settings the form holds, over `base` (what is stored, or the defaults); the day is not in here. */
export function settingsOf(value: SettingsFormValue, base: FullSettings): FullSettings {
  const chosen = Object.fromEntries(
    Object.entries(value).filter(([key, v]) => key !== 'set' && v !== null && v !== undefined),
  ) as Partial<FullSettings>;
  return { ...base, ...chosen };
}

/** Only the settings that differ from `base` and apply to the format: what a create or an update sends. */
export function changedSettings(settings: FullSettings, base: FullSettings, format: SettingsFormat): EventSettings {
  const changed: EventSettings = {};
  for (const key of settingsThatApply(format)) {
    if (settings[key] !== base[key]) Object.assign(changed, { [key]: settings[key] });
  }
  return changed;
}
