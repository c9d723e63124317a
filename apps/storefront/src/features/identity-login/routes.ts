import { defineRoute, page } from '../../shared/routing/defineRoute.ts';

/**
 * The identity login's landing pages (spec 1 §2): the profile after a login (`vw/id-profile/`) and
 * the way back to the page the shopper left (`social-redirect/?next=`).
 */
export const identityLoginRoutes = [
  defineRoute({
    path: 'vw/id-profile',
    page: page(() => import('./IdProfilePage.tsx'), 'IdProfilePage'),
    name: 'id-profile',
    title: 'identityLogin.profile.title',
  }),
  defineRoute({
    path: 'social-redirect',
    page: page(() => import('./SocialRedirectPage.tsx'), 'SocialRedirectPage'),
    name: 'social-redirect',
    title: 'identityLogin.redirect.title',
  }),
];
