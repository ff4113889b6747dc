import { useState } from 'react';
import styled from 'styled-components';
import { siteAnnouncements, useCdn, useGetAnnouncementsQuery } from '@wl/api-client';
import { useBrand } from '@wl/brand';
import { useLanguage } from '@wl/i18n';

/** Spec §2: the banner groups of the login and register modals. */
export const MODAL_BANNER_GROUPS = { login: 'w_login', register: 'w_register' } as const;
export type ModalBannerGroup = (typeof MODAL_BANNER_GROUPS)[keyof typeof MODAL_BANNER_GROUPS];

const Figure = styled.figure`
  margin: 0 0 ${({ theme }) => theme.space.md};
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius.md};
`;

// The dialog's whole width, and short enough that the form stays above the fold on a phone: the art keeps the home
// banners' 3:1 until the cap, then is cropped. The ratio and cap sit on the picture, whose width is set: on the figure,
// whose width is its container's, the cap narrowed it to three times the cap, short of a desktop dialog's form.
const Picture = styled.img`
  display: block;
  inline-size: 100%;
  aspect-ratio: 3 / 1;
  max-block-size: ${({ theme }) => theme.size.tile};
  object-fit: cover;
`;

/**
 * The modal's banner from the announcements the site already asked for (the same cached call as
 * the home page). Nothing shows while they load, when the group is empty, or when the image fails:
 * the form never waits for it or keeps a gap for it.
 */
export function ModalBanner({ group }: { group: ModalBannerGroup }) {
  const { data } = useGetAnnouncementsQuery(siteAnnouncements(useBrand(), useLanguage().language));
  // A path without a leading slash is a file on the image hosts (spec §9), as the home's banners are.
  const imageUrl = useCdn('imageCDNs');
  const [failed, setFailed] = useState(false);
  const banner = data?.banners?.find((entry) => entry.groupName === group);
  if (!banner || failed) return null;
  return (
    <Figure>
      <Picture src={imageUrl(banner.url)} alt={banner.title} onError={() => setFailed(true)} />
    </Figure>
  );
}
