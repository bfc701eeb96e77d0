import { err, ok, type Result } from 'neverthrow';
import { type FieldError, fieldError } from './field-error.ts';
import {
  FILE_TOO_LARGE_10_MB,
  FILE_TYPE_UNSUPPORTED,
  IMAGE_TYPE_UNSUPPORTED,
  IMAGES_STILL_UPLOADING,
  IMAGES_TOO_LARGE_DESCRIPTION,
  IMAGES_TOO_LARGE_TITLE,
} from './messages.ts';

/** What the checks need of a chosen file (a browser `File` has both). */
export type UploadFile = { readonly name: string; readonly size: number };

/** Limits of consumer-portal.md section 9: 10 MB = 10 × 1024 × 1024, 6 MB = 6 × 1024 × 1024. */
export const DOCUMENT_MAX_BYTES = 10_485_760;
export const DAMAGE_PHOTO_MAX_BYTES = 6_291_456;
export const DOCUMENT_EXTENSIONS: readonly string[] = ['jpg', 'jpeg', 'png', 'pdf', 'heic'];
/**
 * "Only image files" for damage photos: the specification names no list; these are the image types
 * phones and cameras produce (our design). PDF is not an image.
 */
export const IMAGE_EXTENSIONS: readonly string[] = ['jpg', 'jpeg', 'png', 'heic', 'heif', 'webp', 'gif'];

/** The file's extension in lower case, '' when it has none ("Foto.JPG" → "jpg"). */
export const extensionOf = (name: string): string => {
  const dot = name.lastIndexOf('.');
  return dot <= 0 || dot === name.length - 1 ? '' : name.slice(dot + 1).toLowerCase();
};

/**
 * A document upload (licence front and back, cancellation documents): jpg, jpeg, png, pdf or heic,
 * at most 10,485,760 bytes. The format is checked first: a wrong file is wrong whatever its size.
 */
export const checkDocumentFile = (file: UploadFile): Result<UploadFile, FieldError> => {
  if (!DOCUMENT_EXTENSIONS.includes(extensionOf(file.name)))
    return err(fieldError('file_type_unsupported', FILE_TYPE_UNSUPPORTED));
  if (file.size > DOCUMENT_MAX_BYTES) return err(fieldError('file_too_large', FILE_TOO_LARGE_10_MB));
  return ok(file);
};

/** Driver's licence, front or back (add driver). */
export const checkLicenceFile = checkDocumentFile;
/** Documents of a cancellation: the same limits and messages as the licence. */
export const checkCancellationDocument = checkDocumentFile;

/** The rejection of a batch of damage photos: a toast with a title and a description. */
export type PhotoBatchError = FieldError & {
  readonly title: string;
  readonly description: string;
  /** The names of the files that caused the rejection. */
  readonly files: readonly string[];
};

/**
 * Damage photos, several at once, all or nothing: if any file is not an image or is larger than
 * 6,291,456 bytes, none of the batch is uploaded. The message of the error is its title.
 */
export const checkDamagePhotos = (
  files: readonly UploadFile[],
): Result<readonly UploadFile[], PhotoBatchError> => {
  const notImages = files.filter((file) => !IMAGE_EXTENSIONS.includes(extensionOf(file.name)));
  if (notImages.length > 0)
    return err({
      code: 'file_type_unsupported',
      message: IMAGE_TYPE_UNSUPPORTED,
      title: IMAGE_TYPE_UNSUPPORTED,
      description: IMAGE_TYPE_UNSUPPORTED,
      files: notImages.map((file) => file.name),
    });
  const tooLarge = files.filter((file) => file.size > DAMAGE_PHOTO_MAX_BYTES);
  if (tooLarge.length > 0)
    return err({
      code: 'files_too_large',
      message: IMAGES_TOO_LARGE_TITLE,
      title: IMAGES_TOO_LARGE_TITLE,
      description: IMAGES_TOO_LARGE_DESCRIPTION,
      files: tooLarge.map((file) => file.name),
    });
  return ok(files);
};

/** A form with photos cannot be sent while any of them is still uploading. */
export const checkNoUploadsInProgress = (uploadsInProgress: number): Result<void, FieldError> =>
  uploadsInProgress > 0 ? err(fieldError('images_uploading', IMAGES_STILL_UPLOADING)) : ok(undefined);
