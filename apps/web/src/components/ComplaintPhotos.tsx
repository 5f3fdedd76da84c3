import { type ComplaintImage, getComplaintImage, getComplaintThumbnail } from '@portal/contracts';
import { useObjectUrls } from '../lib/object-urls';
import { ImageViewer } from './ImageViewer';

/**
 * A complaint's photos in the viewer (fitted to 800 x 600 with the x2 magnifier), fetched
 * with the caller's token so its reporter and staff also see the photos of a hidden one.
 */
export function ComplaintPhotos({
  images,
  label,
  altOf,
}: {
  images: readonly ComplaintImage[];
  label: string;
  /** The alternative text of the photo at this index. */
  altOf: (index: number) => string;
}) {
  const ids = images.map((image) => image.id);
  const full = useObjectUrls(getComplaintImage, ids);
  const small = useObjectUrls(getComplaintThumbnail, ids);
  // Every photo has its frame from the start (its size is known), so nothing moves as they arrive.
  const shown = images.map((image, i) => ({
    key: image.id,
    src: full[image.id],
    thumbnailSrc: small[image.id],
    alt: altOf(i),
    width: image.width,
    height: image.height,
  }));
  if (shown.length === 0) return null;
  return <ImageViewer label={label} images={shown} />;
}
