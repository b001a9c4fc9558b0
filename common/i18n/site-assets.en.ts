import type { siteAssetsNl } from './site-assets.nl.ts';

export const siteAssetsEn: Record<keyof typeof siteAssetsNl, string> = {
  // Server answers
  'staff.siteAssets.noFile': 'Choose an image to upload.',
  'staff.siteAssets.fileTooBig': 'This file is too big: at most {mb} MB.',
  'staff.siteAssets.notAnImage': 'This file is not an image. Choose a PNG, JPEG, WebP or AVIF file.',
  'staff.siteAssets.corrupt': 'This image is damaged and cannot be read. Choose another file.',
  'staff.siteAssets.tooLarge': 'This image is too large: at most {megapixels} megapixels.',
  'staff.siteAssets.tooSmall': 'This image is too small: at least {min} × {min} pixels.',
  'staff.siteAssets.themeInvalid':
    '{count, plural, one {One setting of this site is not right} other {# settings of this site are not right}}: correct it first, then the image can be saved.',
  'staff.audit.action.site.theme_image': 'Site image changed',

  // The console's component
  'staff.siteAssets.title': 'Images',
  'staff.siteAssets.intro':
    'The logo is in the header of every page, the icon in the browser tab and on the home screen, the sharing image with a shared link. Every change shows at once.',
  'staff.siteAssets.kind.logo': 'Logo',
  'staff.siteAssets.kind.favicon': 'Icon',
  'staff.siteAssets.kind.social_image': 'Sharing image',
  'staff.siteAssets.help.logo': 'A PNG with a transparent background works best. Fitted inside 480 × 160 pixels.',
  'staff.siteAssets.help.favicon':
    'Square, preferably 512 × 512 pixels or larger. Made in 32, 180, 192 and 512 pixels.',
  'staff.siteAssets.help.social_image': 'Preferably 1200 × 630 pixels; another shape is cropped from the middle.',
  'staff.siteAssets.none.logo': 'No logo: the header shows the site’s name.',
  'staff.siteAssets.none.favicon': 'No icon: the default icon is shown.',
  'staff.siteAssets.none.social_image': 'No sharing image: a shared link shows no image.',
  'staff.siteAssets.preview.logo': 'Current logo',
  'staff.siteAssets.preview.favicon': 'Current icon',
  'staff.siteAssets.preview.social_image': 'Current sharing image',
  'staff.siteAssets.upload.logo': 'Upload a new logo',
  'staff.siteAssets.upload.favicon': 'Upload a new icon',
  'staff.siteAssets.upload.social_image': 'Upload a new sharing image',
  'staff.siteAssets.remove.logo': 'Remove logo',
  'staff.siteAssets.remove.favicon': 'Remove icon',
  'staff.siteAssets.remove.social_image': 'Remove sharing image',
  'staff.siteAssets.uploading': 'Uploading… {percent}%',
  'staff.siteAssets.processing': 'Processing…',
  'staff.siteAssets.removing': 'Removing…',
  'staff.siteAssets.saved': 'Saved. The site shows it at once.',
  'staff.siteAssets.removed': 'Removed. The site shows the default again.',
  'staff.siteAssets.failed': 'That did not work. Check your connection and try again.',
};
