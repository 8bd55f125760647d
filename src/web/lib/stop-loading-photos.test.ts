import { describe, expect, it } from 'vitest';
import { stopLoadingPhotos } from './stop-loading-photos.ts';

const image = (src: string) => ({
  src,
  removeAttribute(name: 'src') {
    if (name === 'src') this.src = '';
  },
});

describe('stopLoadingPhotos', () => {
  it('takes the source from private photos only', () => {
    const photo = image('https://dockwatch.example/img/5f0c?w=200');
    const relative = image('/img/77aa');
    const icon = image('https://dockwatch.example/assets/logo.svg');
    const none = image('');
    const base = 'https://dockwatch.example/';
    expect(stopLoadingPhotos([photo, relative, icon, none], base)).toBe(2);
    expect([photo.src, relative.src, icon.src, none.src]).toEqual([
      '',
      '',
      'https://dockwatch.example/assets/logo.svg',
      '',
    ]);
  });
});
