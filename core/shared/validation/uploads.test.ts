import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  checkCancellationDocument,
  checkDamagePhotos,
  checkLicenceFile,
  checkNoUploadsInProgress,
  extensionOf,
} from './uploads.ts';

const file = (name: string, size = 1_000) => ({ name, size });
const tooLarge10 = { code: 'file_too_large', message: 'Diese Datei ist zu groß (Maximalgröße 10 MB).' };
const unsupported = {
  code: 'file_type_unsupported',
  message: 'Diese Datei hat kein unterstütztes Dateiformat (png / jpg / pdf / heic).',
};

describe('licence upload', () => {
  it('accepts 10,485,760 bytes and refuses 10,485,761', () => {
    expect(checkLicenceFile(file('fuehrerschein.pdf', 10_485_760)).isOk()).toBe(true);
    expect(checkLicenceFile(file('fuehrerschein.pdf', 10_485_761))._unsafeUnwrapErr()).toEqual(tooLarge10);
  });

  it('accepts jpg, jpeg, png, pdf and heic in any case', () => {
    for (const name of ['a.jpg', 'a.JPEG', 'a.png', 'a.Pdf', 'IMG_0001.HEIC']) {
      expect(checkLicenceFile(file(name)).isOk()).toBe(true);
    }
  });

  it('refuses other formats and names without an extension', () => {
    for (const name of ['a.gif', 'a.docx', 'scan', 'scan.', '.pdf', 'pdf.exe']) {
      expect(checkLicenceFile(file(name))._unsafeUnwrapErr()).toEqual(unsupported);
    }
  });

  it('names the format before the size when both are wrong', () => {
    expect(checkLicenceFile(file('a.gif', 20_000_000))._unsafeUnwrapErr()).toEqual(unsupported);
  });
});

describe('cancellation documents', () => {
  it('have the limits and messages of the licence', () => {
    expect(checkCancellationDocument(file('attest.pdf', 10_485_760)).isOk()).toBe(true);
    expect(checkCancellationDocument(file('attest.pdf', 10_485_761))._unsafeUnwrapErr()).toEqual(tooLarge10);
    expect(checkCancellationDocument(file('attest.txt'))._unsafeUnwrapErr()).toEqual(unsupported);
  });
});

describe('damage photos', () => {
  it('accepts several photos of up to 6,291,456 bytes each', () => {
    const photos = [file('vorne.jpg', 6_291_456), file('hinten.heic', 10)];
    expect(checkDamagePhotos(photos)._unsafeUnwrap()).toEqual(photos);
  });

  it('uploads none when one photo has 6,291,457 bytes', () => {
    const error = checkDamagePhotos([file('vorne.jpg'), file('riesig.png', 6_291_457)])._unsafeUnwrapErr();
    expect(error.code).toBe('files_too_large');
    expect(error.title).toBe('Einige Dateien sind zu groß.');
    expect(error.message).toBe('Einige Dateien sind zu groß.');
    expect(error.description).toContain('6 MB');
    expect(error.files).toEqual(['riesig.png']);
  });

  it('refuses the batch when any file is no image, a PDF included', () => {
    const error = checkDamagePhotos([file('vorne.jpg'), file('rechnung.pdf')])._unsafeUnwrapErr();
    expect(error.code).toBe('file_type_unsupported');
    expect(error.files).toEqual(['rechnung.pdf']);
  });

  it('accepts a batch exactly when every file is an image of at most 6 MB', () => {
    const photo = fc.record({
      name: fc.constantFrom('a.jpg', 'b.png', 'c.heic', 'd.webp'),
      size: fc.integer({ min: 0, max: 8_000_000 }),
    });
    fc.assert(
      fc.property(fc.array(photo, { maxLength: 6 }), (photos) => {
        expect(checkDamagePhotos(photos).isOk()).toBe(photos.every((p) => p.size <= 6_291_456));
      }),
    );
  });
});

describe('uploads in progress', () => {
  it('blocks submit with the English form error while a photo is uploading', () => {
    expect(checkNoUploadsInProgress(1)._unsafeUnwrapErr()).toEqual({
      code: 'images_uploading',
      message: 'Die Fotos werden noch hochgeladen …',
    });
    expect(checkNoUploadsInProgress(0).isOk()).toBe(true);
  });
});

describe('file extension', () => {
  it('is the lower-cased text after the last dot', () => {
    expect(extensionOf('Schaden.vorne.JPG')).toBe('jpg');
    expect(extensionOf('ohne')).toBe('');
  });
});
