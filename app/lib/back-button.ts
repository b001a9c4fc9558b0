/**
 * Product §2: "A back button appears only in installed-app display mode, when browser history is
 * longer than 1, and on members-id, likes-type, likes-m-id, credits and credits-id-paymentmethod."
 */
const BACK_BUTTON_PATHS: readonly RegExp[] = [
  /^\/members\/[^/]+$/i,
  /^\/likes\/[^/]+$/i,
  /^\/likes\/m\/[^/]+$/i,
  /^\/credits$/i,
  /^\/credits\/(?!repeat-order$)[^/]+(\/[^/]+)?$/i,
];

export function showsBackButton(input: { installedApp: boolean; historyLength: number; pathname: string }): boolean {
  if (!input.installedApp || input.historyLength <= 1) return false;
  const path = input.pathname.length > 1 ? input.pathname.replace(/\/$/, '') : input.pathname;
  return BACK_BUTTON_PATHS.some((re) => re.test(path));
}
