import { ACTIVITY_APPLICATION, IMAGE_MAX_MEGABYTES, readImageUpload, type ActivityImageType } from '@wl/api-client';

/** What is wrong with an activity application (spec §5), each with its own message. */
export type ApplicationProblem =
  | { rule: 'empty' }
  | { rule: 'commentTooLong'; max: number }
  | { rule: 'tooManyImages'; max: number }
  | { rule: 'imageType'; name: string }
  | { rule: 'imageTooLarge'; name: string; maxMegabytes: number }
  | { rule: 'imageUnreadable'; name: string };

export interface ApplicationDraft {
  comment: string;
  images: ReadonlyArray<Pick<File, 'name' | 'type' | 'size'>>;
}

export const APPLICATION_MESSAGE_KEYS: Record<ApplicationProblem['rule'], string> = {
  empty: 'promotion.apply.error.empty',
  commentTooLong: 'promotion.apply.error.commentTooLong',
  tooManyImages: 'promotion.apply.error.tooManyImages',
  imageType: 'promotion.apply.error.imageType',
  imageTooLarge: 'promotion.apply.error.imageTooLarge',
  imageUnreadable: 'promotion.apply.error.imageUnreadable',
};

const isAcceptedType = (type: string): type is ActivityImageType => (ACTIVITY_APPLICATION.imageTypes as readonly string[]).includes(type);

/**
 * Every rule the application breaks (comment ≤ 140 characters; png or jpg images, ≤ 5 MB each, ≤ 3), and an
 * application with nothing in it: sent, it would be under review with no proof, and none can be added then
 * (docs/decisions.md). Characters are counted as the player sees them (code points), so an emoji is one.
 */
export function applicationProblems({ comment, images }: ApplicationDraft): ApplicationProblem[] {
  const problems: ApplicationProblem[] = [];
  if (comment.trim() === '' && images.length === 0) problems.push({ rule: 'empty' });
  if ([...comment].length > ACTIVITY_APPLICATION.commentMaxLength)
    problems.push({ rule: 'commentTooLong', max: ACTIVITY_APPLICATION.commentMaxLength });
  if (images.length > ACTIVITY_APPLICATION.maxImages) problems.push({ rule: 'tooManyImages', max: ACTIVITY_APPLICATION.maxImages });
  for (const image of images) {
    const problem = imageProblem(image);
    if (problem) problems.push(problem);
  }
  return problems;
}

/** The rule one image breaks before it is read (png or jpg, ≤ 5 MB), or null: the picker refuses it at once. */
export function imageProblem(image: Pick<File, 'name' | 'type' | 'size'>): ApplicationProblem | null {
  if (!isAcceptedType(image.type)) return { rule: 'imageType', name: image.name };
  if (image.size > ACTIVITY_APPLICATION.imageMaxBytes)
    return { rule: 'imageTooLarge', name: image.name, maxMegabytes: IMAGE_MAX_MEGABYTES };
  return null;
}

/** An image as the application call carries it. */
export interface ApplicationImage {
  name: string;
  type: ActivityImageType;
  data: string;
}

/**
 * The image's bytes as base64 for the call, or the problem when they cannot be read, are not the png or jpg the file
 * claims to be, or do not decode (`readImageUpload`). Only for images that passed `imageProblem`.
 */
export async function readApplicationImage(file: File): Promise<ApplicationImage | ApplicationProblem> {
  const unreadable: ApplicationProblem = { rule: 'imageUnreadable', name: file.name };
  if (!isAcceptedType(file.type)) return unreadable;
  const data = await readImageUpload(file, file.type);
  return data === null ? unreadable : { name: file.name, type: file.type, data };
}
