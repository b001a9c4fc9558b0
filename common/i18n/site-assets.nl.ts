/** The console's theme images (server/modules/site-assets, app/components/staff/ThemeImages.tsx), Dutch source. */
export const siteAssetsNl = {
  // Server answers
  'staff.siteAssets.noFile': 'Kies een afbeelding om te uploaden.',
  'staff.siteAssets.fileTooBig': 'Dit bestand is te groot: hoogstens {mb} MB.',
  'staff.siteAssets.notAnImage': 'Dit bestand is geen afbeelding. Kies een PNG-, JPEG-, WebP- of AVIF-bestand.',
  'staff.siteAssets.corrupt': 'Deze afbeelding is beschadigd en kan niet worden gelezen. Kies een ander bestand.',
  'staff.siteAssets.tooLarge': 'Deze afbeelding is te groot: hoogstens {megapixels} megapixel.',
  'staff.siteAssets.tooSmall': 'Deze afbeelding is te klein: minstens {min} × {min} pixels.',
  'staff.siteAssets.themeInvalid':
    '{count, plural, one {Eén instelling van deze site klopt niet} other {# instellingen van deze site kloppen niet}}: pas die eerst aan, dan kan de afbeelding worden opgeslagen.',
  'staff.audit.action.site.theme_image': 'Afbeelding van de site gewijzigd',

  // The console's component
  'staff.siteAssets.title': 'Afbeeldingen',
  'staff.siteAssets.intro':
    'Het logo staat in de kop van elke pagina, het icoon in het tabblad van de browser en op het beginscherm, de deelafbeelding bij een gedeelde link. Elke wijziging is meteen te zien.',
  'staff.siteAssets.kind.logo': 'Logo',
  'staff.siteAssets.kind.favicon': 'Icoon',
  'staff.siteAssets.kind.social_image': 'Deelafbeelding',
  'staff.siteAssets.help.logo':
    'Een PNG met transparante achtergrond werkt het best. Wordt passend gemaakt binnen 480 × 160 pixels.',
  'staff.siteAssets.help.favicon':
    'Vierkant, het liefst 512 × 512 pixels of groter. Wordt gemaakt in 32, 180, 192 en 512 pixels.',
  'staff.siteAssets.help.social_image':
    'Liefst 1200 × 630 pixels; een andere vorm wordt vanuit het midden bijgesneden.',
  'staff.siteAssets.none.logo': 'Geen logo: de kop toont de naam van de site.',
  'staff.siteAssets.none.favicon': 'Geen icoon: het standaardicoon wordt getoond.',
  'staff.siteAssets.none.social_image': 'Geen deelafbeelding: een gedeelde link toont geen afbeelding.',
  'staff.siteAssets.preview.logo': 'Huidig logo',
  'staff.siteAssets.preview.favicon': 'Huidig icoon',
  'staff.siteAssets.preview.social_image': 'Huidige deelafbeelding',
  'staff.siteAssets.upload.logo': 'Nieuw logo uploaden',
  'staff.siteAssets.upload.favicon': 'Nieuw icoon uploaden',
  'staff.siteAssets.upload.social_image': 'Nieuwe deelafbeelding uploaden',
  'staff.siteAssets.remove.logo': 'Logo verwijderen',
  'staff.siteAssets.remove.favicon': 'Icoon verwijderen',
  'staff.siteAssets.remove.social_image': 'Deelafbeelding verwijderen',
  'staff.siteAssets.uploading': 'Bezig met uploaden… {percent}%',
  'staff.siteAssets.processing': 'Bezig met verwerken…',
  'staff.siteAssets.removing': 'Bezig met verwijderen…',
  'staff.siteAssets.saved': 'Opgeslagen. De site toont het meteen.',
  'staff.siteAssets.removed': 'Verwijderd. De site toont weer de standaard.',
  'staff.siteAssets.failed': 'Het is niet gelukt. Controleer je verbinding en probeer het opnieuw.',
};
