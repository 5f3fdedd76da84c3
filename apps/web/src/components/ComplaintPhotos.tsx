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
  const shown = images.flatMap((image, i) => {
    const src = full[image.id];
    if (!src) return [];
    return [
      {
        key: image.id,
        src,
        thumbnailSrc: small[image.id],
        alt: altOf(i),
        width: image.width,
        height: image.height,
      },
    ];
  });
  if (shown.length === 0) return null;
  return <ImageViewer label={label} images={shown} />;
}
