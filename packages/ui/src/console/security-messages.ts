/**
 * The console's two-step verification messages (issue 22: the sign-in's second step and the admins'
 * security page), a block of their own merged into `messages.ts`. en-CA differs from en-US only where
 * Canadian usage does (email).
 */
export const securityEnUS = {
  'console.signIn.codeTitle': 'Two-step verification',
  'console.signIn.codeIntro': 'Enter the 6-digit code your authenticator app shows for {email}.',
  'console.signIn.recoveryIntro': 'Enter one of the recovery codes you saved for {email}.',
  'console.signIn.code': 'Verification code',
  'console.signIn.recoveryCode': 'Recovery code',
  'console.signIn.verify': 'Verify',
  'console.signIn.useRecovery': 'Use a recovery code instead',
  'console.signIn.useCode': 'Use a code from the authenticator app',
  'console.signIn.back': 'Sign in with another account',
  'console.signIn.codeRequired': 'Enter the 6-digit code.',
  'console.signIn.recoveryRequired': 'Enter a recovery code.',
  'console.signIn.badCode': 'Incorrect verification code. Check the code and try again.',
  'console.signIn.badRecoveryCode': 'Incorrect recovery code. Each code works once.',
  'console.signIn.expired': 'This sign-in has expired. Enter your e-mail and password again.',
  'console.nav.security': 'Security',
  'console.security.title': 'Security',
  'console.security.twoStep': 'Two-step verification',
  'console.security.off':
    'Two-step verification is off. Turn it on to ask for a code from an authenticator app at each sign-in.',
  'console.security.on':
    'Two-step verification is on. {left, plural, =0 {No recovery code is left.} one {# recovery code is left.} other {# recovery codes are left.}}',
  'console.security.start': 'Turn on two-step verification',
  'console.security.scan':
    'Scan this QR code with your authenticator app, or type the key below into it. Then enter the code it shows.',
  'console.security.qr': 'QR code to add this account to an authenticator app',
  'console.security.secret': 'Key for manual entry',
  'console.security.code': 'Code from the app',
  'console.security.confirm': 'Confirm and turn on',
  'console.security.cancel': 'Cancel',
  'console.security.recoveryTitle': 'Your recovery codes',
  'console.security.recoveryIntro':
    'Save these codes somewhere safe: each one signs you in once if you lose your phone. They are shown only now.',
  'console.security.copy': 'Copy the codes',
  'console.security.copied': 'Codes copied.',
  'console.security.download': 'Download the codes',
  'console.security.saved': 'I have saved them',
  'console.security.disableCode': 'Current code from the app',
  'console.security.disable': 'Turn off two-step verification',
  'console.security.turnedOff':
    'Two-step verification was turned off: signing in takes your password only, and your recovery codes no longer work.',
  'console.security.badCode': 'Incorrect verification code. Check the code and try again.',
  'console.security.codeRequired': 'Enter the 6-digit code.',
} as const;

export type SecurityMessageId = keyof typeof securityEnUS;

export const securityEnCA: Readonly<Record<SecurityMessageId, string>> = {
  ...securityEnUS,
  'console.signIn.expired': 'This sign-in has expired. Enter your email and password again.',
};

export const securityFrCA: Readonly<Record<SecurityMessageId, string>> = {
  'console.signIn.codeTitle': 'Vérification en deux étapes',
  'console.signIn.codeIntro':
    'Entrez le code à 6 chiffres que votre application d’authentification affiche pour {email}.',
  'console.signIn.recoveryIntro':
    'Entrez l’un des codes de récupération que vous avez conservés pour {email}.',
  'console.signIn.code': 'Code de vérification',
  'console.signIn.recoveryCode': 'Code de récupération',
  'console.signIn.verify': 'Vérifier',
  'console.signIn.useRecovery': 'Utiliser plutôt un code de récupération',
  'console.signIn.useCode': 'Utiliser un code de l’application d’authentification',
  'console.signIn.back': 'Se connecter avec un autre compte',
  'console.signIn.codeRequired': 'Entrez le code à 6 chiffres.',
  'console.signIn.recoveryRequired': 'Entrez un code de récupération.',
  'console.signIn.badCode': 'Code de vérification incorrect. Vérifiez le code, puis réessayez.',
  'console.signIn.badRecoveryCode': 'Code de récupération incorrect. Chaque code ne fonctionne qu’une fois.',
  'console.signIn.expired':
    'Cette connexion a expiré. Entrez de nouveau votre courriel et votre mot de passe.',
  'console.nav.security': 'Sécurité',
  'console.security.title': 'Sécurité',
  'console.security.twoStep': 'Vérification en deux étapes',
  'console.security.off':
    'La vérification en deux étapes est désactivée. Activez-la pour demander un code d’une application d’authentification à chaque connexion.',
  'console.security.on':
    'La vérification en deux étapes est activée. {left, plural, =0 {Il ne reste aucun code de récupération.} one {Il reste # code de récupération.} other {Il reste # codes de récupération.}}',
  'console.security.start': 'Activer la vérification en deux étapes',
  'console.security.scan':
    'Balayez ce code QR avec votre application d’authentification, ou entrez-y la clé ci-dessous. Entrez ensuite le code qu’elle affiche.',
  'console.security.qr': 'Code QR pour ajouter ce compte à une application d’authentification',
  'console.security.secret': 'Clé à entrer manuellement',
  'console.security.code': 'Code de l’application',
  'console.security.confirm': 'Confirmer et activer',
  'console.security.cancel': 'Annuler',
  'console.security.recoveryTitle': 'Vos codes de récupération',
  'console.security.recoveryIntro':
    'Conservez ces codes en lieu sûr\u00a0: chacun vous connecte une fois si vous perdez votre téléphone. Ils ne sont affichés que maintenant.',
  'console.security.copy': 'Copier les codes',
  'console.security.copied': 'Codes copiés.',
  'console.security.download': 'Télécharger les codes',
  'console.security.saved': 'Je les ai conservés',
  'console.security.disableCode': 'Code actuel de l’application',
  'console.security.disable': 'Désactiver la vérification en deux étapes',
  'console.security.turnedOff':
    'La vérification en deux étapes a été désactivée\u00a0: la connexion ne demande plus que votre mot de passe, et vos codes de récupération ne fonctionnent plus.',
  'console.security.badCode': 'Code de vérification incorrect. Vérifiez le code, puis réessayez.',
  'console.security.codeRequired': 'Entrez le code à 6 chiffres.',
};
