import { defaultEventSettings, type SettingsFormat } from '@cantina/contract';
import { changedSettings, fillSettings, settingsForm, settingsOf } from './settings-form';

const DRAFT: SettingsFormat = { game: 'swu', id: 'swu-draft', kind: 'draft', deckless: false, multiplayer: false };
const PREMIER: SettingsFormat = {
  game: 'swu',
  id: 'swu-premier',
  kind: 'constructed',
  deckless: false,
  multiplayer: false,
};

describe('settings form', () => {
  it('starts from the given settings and takes part in validity only with the controls of the format', () => {
    const form = settingsForm();
    fillSettings(form, defaultEventSettings(PREMIER), null, PREMIER);
    expect(form.controls.podSize.disabled).toBe(true);
    expect(form.controls.set.disabled).toBe(true);
    expect(form.controls.maxPlayers.value).toBe(1024);
    form.controls.podSize.setValue(99);
    expect(form.valid).toBe(true);

    fillSettings(form, defaultEventSettings(DRAFT), 'SOR', DRAFT);
    expect(form.controls.set.value).toBe('SOR');
    expect(form.controls.podSize.enabled).toBe(true);
    form.controls.podSize.setValue(17);
    expect(form.valid).toBe(false);
    form.controls.podSize.setValue(16);
    form.controls.pickSeconds.setValue(9);
    expect(form.valid).toBe(false);
    form.controls.pickSeconds.setValue(7.5);
    expect(form.controls.pickSeconds.valid).toBe(false);
    form.controls.pickSeconds.setValue(600);
    expect(form.valid).toBe(true);
  });

  it('sends only what differs from the base and applies to the format; a cleared number keeps the base', () => {
    const form = settingsForm();
    const base = defaultEventSettings(DRAFT);
    fillSettings(form, base, null, DRAFT);
    expect(changedSettings(settingsOf(form.getRawValue(), base), base, DRAFT)).toEqual({});

    form.patchValue({ podSize: 6, pickSeconds: null, topCut: 4, rounds: 3, maxPlayers: 12 });
    expect(changedSettings(settingsOf(form.getRawValue(), base), base, DRAFT)).toEqual({
      podSize: 6,
      topCut: 4,
      rounds: 3,
      maxPlayers: 12,
    });
    // A constructed event never sends draft settings.
    const premier = defaultEventSettings(PREMIER);
    expect(changedSettings({ ...premier, podSize: 6, bots: false, topCut: 8 }, premier, PREMIER)).toEqual({
      topCut: 8,
    });
  });
});
