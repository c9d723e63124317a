/**
 * The server's messages in French. The server writes its messages in English; an answer to a request
 * in French (the page's language, see `resolveLanguage`) carries them in French: field errors, the
 * `detail` of errors of the whole request and a few confirmations. A message without a French text
 * here stays English (a test lists the messages a shopper meets).
 */
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';

export const FRENCH: Readonly<Record<string, string>> = Object.freeze({
  // Request shape (src/http/body.ts, transport.ts, csrf.ts)
  'This field is required.': 'Ce champ est obligatoire.',
  'Unknown field.': 'Champ inconnu.',
  'Malformed JSON.': 'JSON mal formé.',
  'Expected a JSON object.': 'Un objet JSON est attendu.',
  'Send the body as application/json.': 'Envoyez le corps en application/json.',
  'Request body is too large.': 'Le corps de la requête est trop volumineux.',
  'The JSON is nested too deeply.': 'Le JSON est imbriqué trop profondément.',
  'Null characters are not allowed.': 'Les caractères nuls ne sont pas permis.',
  'Invalid Unicode text.': 'Texte Unicode non valide.',
  'Expected string.': 'Une chaîne de caractères est attendue.',
  'Expected number.': 'Un nombre est attendu.',
  'Expected boolean.': 'Une valeur vrai ou faux est attendue.',
  'Expected array.': 'Une liste est attendue.',
  'Expected object.': 'Un objet est attendu.',
  'A whole number is required.': 'Un nombre entier est requis.',
  'Give this parameter once.': 'Donnez ce paramètre une seule fois.',
  'CSRF token missing or incorrect.': 'Jeton anti-falsification absent ou incorrect.',
  'Method not allowed.': 'Méthode non permise.',
  'Internal server error.': 'Erreur interne du serveur.',
  // Sign-in, customers (modules/user, consents, leads; http/auth.ts)
  'Enter a valid e-mail address.': 'Entrez une adresse courriel valide.',
  'Enter a web address (http or https).': 'Entrez une adresse Web (http ou https).',
  'Enter a 5-digit ZIP code.': 'Entrez un code ZIP à 5 chiffres.',
  'Enter a 10-digit phone number.': 'Entrez un numéro de téléphone à 10 chiffres.',
  'Enter 2 to 30 letters; digits and symbols are not allowed.':
    'Entrez de 2 à 30 lettres\u202f; les chiffres et les symboles ne sont pas permis.',
  'Enter the 6-digit code.': 'Entrez le code à 6 chiffres.',
  'Enter a date as YYYY-MM-DD.': 'Entrez une date au format AAAA-MM-JJ.',
  'A customer with this e-mail address already exists.': 'Un client avec cette adresse courriel existe déjà.',
  'No customer of this dealer has this e-mail address.':
    'Aucun client de ce concessionnaire n’a cette adresse courriel.',
  'If this e-mail has an account, a sign-in link is on its way.':
    'Si ce courriel correspond à un compte, un lien de connexion est en route.',
  // An admin's second factor (modules/staff/totp.ts)
  'Incorrect verification code.': 'Code de vérification incorrect.',
  'Incorrect recovery code.': 'Code de récupération incorrect.',
  'This sign-in has expired. Enter your e-mail and password again.':
    'Cette connexion a expiré. Entrez de nouveau votre adresse courriel et votre mot de passe.',
  'Two-step verification is already on. Turn it off first.':
    'La vérification en deux étapes est déjà activée. Désactivez-la d’abord.',
  'Start setting up two-step verification first.':
    'Commencez d’abord la configuration de la vérification en deux étapes.',
  'Two-step verification is off.': 'La vérification en deux étapes est désactivée.',
  'Too many attempts. Please wait and try again.': 'Trop de tentatives. Patientez, puis réessayez.',
  'Too many requests. Please wait and try again.': 'Trop de demandes. Patientez, puis réessayez.',
  'The code is not valid.': 'Le code n’est pas valide.',
  'This code has expired or was already used. Ask for a new one.':
    'Ce code est expiré ou a déjà servi. Demandez-en un nouveau.',
  // Sign-in answers that are the same whatever the address (issue 24)
  'If this e-mail has an account, a code is on its way.':
    'Si ce courriel correspond à un compte, un code est en route.',
  'This code is not valid or has expired. Check it, or ask for a new one.':
    'Ce code n’est pas valide ou est expiré. Vérifiez-le ou demandez-en un nouveau.',
  'Your session has expired.': 'Votre session a expiré.',
  'Authentication credentials were not provided.': 'Les informations de connexion n’ont pas été fournies.',
  'User not logged in': 'Utilisateur non connecté',
  'You do not have permission to perform this action.':
    'Vous n’avez pas la permission d’effectuer cette action.',
  'This dealer does not offer this language.': 'Ce concessionnaire n’offre pas cette langue.',
  'Nothing to update.': 'Rien à mettre à jour.',
  'Unknown consent.': 'Consentement inconnu.',
  'Unable to sign in with the e-mail and password given.':
    'Impossible de se connecter avec ce courriel et ce mot de passe.',
  'Not found.': 'Introuvable.',
  'Dealer not found.': 'Concessionnaire introuvable.',
  'Vehicle not found.': 'Véhicule introuvable.',
  'Order not found.': 'Commande introuvable.',
  'This link is not valid.': 'Ce lien n’est pas valide.',
  // The deal (modules/orders, pricing, add-ons, praq, steps)
  'Enter a valid postal code, e.g. A1A 1A1.': 'Entrez un code postal valide, p. ex. A1A 1A1.',
  'Enter a valid ZIP code, e.g. 78704.': 'Entrez un code ZIP valide, p. ex. 78704.',
  'This vehicle does not exist.': 'Ce véhicule n’existe pas.',
  'This vehicle is no longer available.': 'Ce véhicule n’est plus disponible.',
  'This quote has expired.': 'Cette soumission est expirée.',
  'A quote flow holds at most 3 quotes.': 'Un ensemble compte au plus 3 soumissions.',
  'Add a quote before activating the flow.': 'Ajoutez une soumission avant d’activer l’ensemble.',
  'Activate the flow before submitting it.': 'Activez l’ensemble avant de l’envoyer.',
  'You already have an order for this vehicle.': 'Vous avez déjà une commande pour ce véhicule.',
  'This order is archived.': 'Cette commande est archivée.',
  'At this dealership, incentives are saved with PUT /api/customer/order/{id}/incentives/.':
    'Chez ce concessionnaire, les incitatifs sont enregistrés avec PUT /api/customer/order/{id}/incentives/.',
  'This field is read-only.': 'Ce champ est en lecture seule.',
  'The order was changed in another window. Reload it and apply your change again.':
    'La commande a été modifiée dans une autre fenêtre. Rechargez-la et refaites votre modification.',
  'The order changed meanwhile. Reload it and try again.':
    'La commande a changé entretemps. Rechargez-la et réessayez.',
  'If-Match must be the order version, like "3".': 'If-Match doit être la version de la commande, comme "3".',
  'This payment frequency is not offered. Select a new option.':
    'Cette fréquence de paiement n’est pas offerte. Choisissez une autre option.',
  'No rate is available for this term and vehicle.': 'Aucun taux n’est offert pour ce terme et ce véhicule.',
  'No residual is available for this term and vehicle.':
    'Aucune valeur résiduelle n’est offerte pour ce terme et ce véhicule.',
  'Only a lease has a distance allowance.': 'Seule une location comporte un kilométrage annuel.',
  'The down payment cannot be more than what is left to pay after the credits.':
    'La mise de fonds ne peut pas dépasser ce qui reste à payer une fois les crédits appliqués.',
  'The down payment and credits are too large for a lease of this vehicle.':
    'La mise de fonds et les crédits sont trop élevés pour une location de ce véhicule.',
  'Choose one of the credit score ranges.': 'Choisissez une des plages de cote de crédit.',
  'Credit scores are not used for this dealership.': 'Ce concessionnaire n’utilise pas de cote de crédit.',
  'Answer each question of an accessory in your deal with one of its choices.':
    'Répondez à chaque question d’un accessoire de votre offre par l’un de ses choix.',
  'Choose one option per protection plan.': 'Choisissez une option par plan de protection.',
  'These incentives cannot be combined.': 'Ces incitatifs ne peuvent pas être combinés.',
  'Taxes cannot be computed for this address.': 'Les taxes ne peuvent pas être calculées pour cette adresse.',
  'The dealership has no payment settings.': 'Le concessionnaire n’a pas de paramètres de paiement.',
  'Sign in to see pricing.': 'Connectez-vous pour voir les prix.',
  'Finish the earlier steps first.': 'Terminez d’abord les étapes précédentes.',
  'Give a vehicle or an order.': 'Indiquez un véhicule ou une commande.',
  'Unknown vehicle.': 'Véhicule inconnu.',
  'The order is for another vehicle.': 'La commande porte sur un autre véhicule.',
  'The trade-in offer has expired.': 'L’offre de reprise est expirée.',
  'There is no current trade-in offer on this order.': 'Cette commande n’a pas d’offre de reprise en cours.',
  'Quote not found.': 'Soumission introuvable.',
  'Quote flow not found.': 'Soumissions introuvables.',
  // Credit application (modules/credit-app, rules/credit-app-fields.ts)
  'This dealership takes no credit applications online.':
    'Ce concessionnaire ne reçoit pas de demandes de crédit en ligne.',
  'This credit application was already sent.': 'Cette demande de crédit a déjà été envoyée.',
  'Give your consent to the credit check first.':
    'Donnez d’abord votre consentement à la vérification de crédit.',
  'Enter a valid name.': 'Entrez un nom valide.',
  'Enter a valid city.': 'Entrez une ville valide.',
  'Enter a valid employer name.': 'Entrez un nom d’employeur valide.',
  'Enter a valid date.': 'Entrez une date valide.',
  'The applicant must be at least 18 years old.': 'Le demandeur doit avoir au moins 18 ans.',
  'The e-mail addresses do not match.': 'Les adresses courriel ne correspondent pas.',
  'Enter a valid 10-digit phone number.': 'Entrez un numéro de téléphone valide à 10 chiffres.',
  'Enter a valid social insurance number.': 'Entrez un numéro d’assurance sociale valide.',
  'Enter a valid Social Security number.': 'Entrez un numéro de sécurité sociale valide.',
  'Enter a valid postal code.': 'Entrez un code postal valide.',
  'Enter a number of years from 0 to 99.': 'Entrez un nombre d’années de 0 à 99.',
  'Enter a number of months from 0 to 11.': 'Entrez un nombre de mois de 0 à 11.',
  'Enter an amount in dollars.': 'Entrez un montant en dollars.',
  'Enter an extension of up to 6 digits.': 'Entrez un poste d’au plus 6 chiffres.',
  'Enter a valid value.': 'Entrez une valeur valide.',
  'Enter at most 200 characters.': 'Entrez au plus 200 caractères.',
  'Choose one of the options.': 'Choisissez une des options.',
  'Only false can be set.': 'Seule la valeur faux peut être donnée.',
  'The co-applicant’s number must differ from the applicant’s.':
    'Le numéro du codemandeur doit être différent de celui du demandeur.',
  'This ZIP code is not in the state chosen.': 'Ce code ZIP n’est pas dans l’État choisi.',
  // Deposits (modules/deposit)
  'This dealership does not take deposits.': 'Ce concessionnaire ne prend pas de dépôts.',
  'This postal code is not in the province chosen.': 'Ce code postal n’est pas dans la province choisie.',
  'The card could not be read. Enter it again.': 'La carte n’a pas pu être lue. Entrez-la de nouveau.',
  'This vehicle is reserved by another shopper.': 'Ce véhicule est réservé par un autre client.',
  'A deposit is already placed on this order.': 'Un dépôt est déjà versé pour cette commande.',
  'Build and save your deal before placing a deposit.':
    'Préparez et enregistrez votre offre avant de verser un dépôt.',
  'This payment attempt was already used for another request. Reload the page and try again.':
    'Cette tentative de paiement a déjà servi pour une autre demande. Rechargez la page et réessayez.',
  'The payment is still being processed.': 'Le paiement est encore en traitement.',
  'Your card was declined. Try another card.': 'Votre carte a été refusée. Essayez une autre carte.',
  'Your card has insufficient funds. Try another card.':
    'Votre carte n’a pas les fonds suffisants. Essayez une autre carte.',
  'The card could not be authenticated. Try again or use another card.':
    'La carte n’a pas pu être authentifiée. Réessayez ou utilisez une autre carte.',
  'The payment did not go through. Try another card.': 'Le paiement n’a pas abouti. Essayez une autre carte.',
  'Deposit not found.': 'Dépôt introuvable.',
  'This deposit has been charged meanwhile: it can only be refunded now.':
    'Ce dépôt a été débité entre-temps\u00a0: il ne peut plus qu’être remboursé.',
  'Only a held deposit can be released.': 'Seul un dépôt retenu peut être libéré.',
  'Only a held or charged deposit can be given back.': 'Seul un dépôt retenu ou débité peut être remboursé.',
  'Enter a key of 16 to 64 letters, digits, dashes or underscores.':
    'Entrez une clé de 16 à 64 lettres, chiffres, tirets ou traits de soulignement.',
  'Only a held deposit can be captured.': 'Seul un dépôt retenu peut être débité.',
  'This deposit was given back meanwhile: nothing is left to capture.':
    'Ce dépôt a été rendu entre-temps\u00a0: il n’y a plus rien à débiter.',
  'Only a charged deposit can be refunded. Release a held deposit instead.':
    'Seul un dépôt débité peut être remboursé. Libérez plutôt un dépôt retenu.',
  // Appointments (modules/appointment)
  'This dealership does not take appointments.': 'Ce concessionnaire ne prend pas de rendez-vous.',
  'This dealership does not come to your home.': 'Ce concessionnaire ne se déplace pas à domicile.',
  'Choose one of the times offered.': 'Choisissez une des heures offertes.',
  'This time has just been booked. Choose another time.':
    'Cette heure vient d’être réservée. Choisissez une autre heure.',
  'Appointment not found.': 'Rendez-vous introuvable.',
  'This appointment is cancelled.': 'Ce rendez-vous est annulé.',
  'This appointment was moved to another time: reload the page to see it.':
    'Ce rendez-vous a été déplacé à une autre heure\u00a0: rechargez la page pour le voir.',
  // The dealer console's inbox (modules/appointment/dealer-routes.ts)
  'Test drive not found.': 'Essai routier introuvable.',
  'This test drive is cancelled.': 'Cet essai routier est annulé.',
  'This is not the dealership of this storefront.': 'Ce n’est pas le concessionnaire de cette vitrine.',
  // Trade-ins (modules/trade-in)
  'Trade-in not found.': 'Véhicule d’échange introuvable.',
  'This vehicle is not in the valuation catalogue.': 'Ce véhicule n’est pas dans le catalogue d’évaluation.',
  'This order already has a trade-in: change it instead.':
    'Cette commande a déjà un véhicule d’échange\u00a0: modifiez-le plutôt.',
  'This order already has a trade-in with the dealer.':
    'Cette commande a déjà un véhicule d’échange soumis au concessionnaire.',
  // Trade-in photos (modules/trade-in/photos.ts, photo-routes.ts)
  'This file is not a photo: send a JPEG, PNG or WebP image.':
    'Ce fichier n’est pas une photo\u00a0: envoyez une image JPEG, PNG ou WebP.',
  'This file is not the image its name or type says: send the photo as it is.':
    'Ce fichier n’est pas l’image que son nom ou son type annonce\u00a0: envoyez la photo telle quelle.',
  'This photo could not be read: take it again or send another one.':
    'Cette photo est illisible\u00a0: reprenez-la ou envoyez-en une autre.',
  'A photo may be 10 MB at most.': 'Une photo peut peser 10 Mo au plus.',
  'Send the photo as one of image_front, image_back, image_left, image_right, image_dashboard, image_seat_interior.':
    'Envoyez la photo dans l’un des champs image_front, image_back, image_left, image_right, image_dashboard, image_seat_interior.',
  'Send the photo as a file (multipart/form-data).': 'Envoyez la photo en fichier (multipart/form-data).',
  'The link was already sent several times: check your e-mail, or try again in an hour.':
    'Le lien a déjà été envoyé plusieurs fois\u00a0: consultez vos courriels ou réessayez dans une heure.',
  'The upload could not be read.': 'Le téléversement est illisible.',
  'Photo not found.': 'Photo introuvable.',
  'This trade-in is with the dealer and can no longer be changed.':
    'Ce véhicule d’échange est soumis au concessionnaire et ne peut plus être modifié.',
  'Value the trade-in before sending it to the dealer.':
    'Faites évaluer le véhicule d’échange avant de l’envoyer au concessionnaire.',
  'The trade-in is for another order.': 'Ce véhicule d’échange est lié à une autre commande.',
  'Answer not found.': 'Réponse introuvable.',
  'Enter the 17 characters of the VIN.': 'Entrez les 17 caractères du NIV.',
  'A VIN has letters and digits only, without I, O or Q.':
    'Un NIV n’a que des lettres et des chiffres, sans I, O ni Q.',
  'This VIN is not valid: check each character.': 'Ce NIV n’est pas valide\u00a0: vérifiez chaque caractère.',
  'This VIN is of another vehicle than the one chosen.':
    'Ce NIV est celui d’un autre véhicule que celui choisi.',
  'This VIN is not in the valuation catalogue: search by year, make and model.':
    'Ce NIV n’est pas dans le catalogue d’évaluation\u00a0: cherchez par année, marque et modèle.',
  'This trade-in has no instant cash offer.': 'Ce véhicule d’échange n’a pas d’offre d’achat instantanée.',
  'This offer code is not the one of this trade-in.':
    'Ce code d’offre n’est pas celui de ce véhicule d’échange.',
  'The instant cash offer has expired.': 'L’offre d’achat instantanée est expirée.',
  'No instant cash offer can be made for this vehicle.':
    'Aucune offre d’achat instantanée ne peut être faite pour ce véhicule.',
  'This trade-in is already out of the deal.': 'Ce véhicule d’échange est déjà retiré de la transaction.',
  'The trade-in changed meanwhile. Reload it and try again.':
    'Le véhicule d’échange a changé entretemps. Rechargez-le et réessayez.',
  'This question is not asked at this dealership.': 'Ce concessionnaire ne pose pas cette question.',
  'This question is already answered: change its answer instead.':
    'Cette question a déjà une réponse\u00a0: modifiez-la plutôt.',
  'This answer is to another question.': 'Cette réponse porte sur une autre question.',
  'Choose N, F or L.': 'Choisissez N, F ou L.',
  'Answer true or false.': 'Répondez vrai ou faux.',
  'Accept the terms to continue.': 'Acceptez les conditions pour continuer.',
  // Dealer console (modules/staff/customers.ts)
  'Customer not found.': 'Client introuvable.',
  'Type the e-mail address of the account to confirm.': 'Tapez l’adresse courriel du compte pour confirmer.',
  'Enter at most 100 characters.': 'Entrez au plus 100 caractères.',
  // The console's Questions (modules/staff/questions.ts)
  'Write your reply.': 'Écrivez votre réponse.',
  'A reply is at most 4,000 characters.': 'Une réponse compte au plus 4\u00a0000 caractères.',
  // Embedding (modules/embedding)
  'Enter each address as an origin such as https://www.example.com (https, no path).':
    'Entrez chaque adresse comme une origine, par exemple https://www.exemple.com (https, sans chemin).',
  // Storefront settings (modules/storefront-settings, the domain's SETTINGS_MESSAGES)
  'Enter at most 500 characters.': 'Entrez au plus 500 caractères.',
  // Marketplace (modules/storefront-settings, the domain's SETTINGS_MESSAGES)
  'Enter the marketplace’s name (at most 100 characters).':
    'Entrez le nom de la place de marché (au plus 100 caractères).',
  'Enter an address of at most 500 characters.': 'Entrez une adresse d’au plus 500 caractères.',
  'Enter a phone number of at most 40 characters.': 'Entrez un numéro de téléphone d’au plus 40 caractères.',
  'Enter the marketplace’s name.': 'Entrez le nom de la place de marché.',
  'Enter the marketplace’s page as an address such as https://www.example.com/dealer/.':
    'Entrez la page de la place de marché comme une adresse, par exemple https://www.exemple.com/concessionnaire/.',
  'Upload the logo here, or give a path of this site such as /marketplace/logo.svg.':
    'Téléversez le logo ici, ou donnez un chemin de ce site, par exemple /marketplace/logo.svg.',
  'Enter an https address with {lat} and {lng}, like https://maps.example.com/static?center={lat},{lng}.':
    'Entrez une adresse https avec {lat} et {lng}, par exemple https://cartes.exemple.com/statique?center={lat},{lng}.',
  'Enter a colour as #RRGGBB, like #C8102E.': 'Entrez une couleur au format #RRVVBB, par exemple #C8102E.',
  'Enter a rate from 0% to 99.99%.': 'Entrez un taux de 0\u00a0% à 99,99\u00a0%.',
  'Enter a term from 1 to 120 months.': 'Entrez un terme de 1 à 120 mois.',
  'Offer from 1 to 20 terms.': 'Offrez de 1 à 20 termes.',
  'Offer at least one payment frequency.': 'Offrez au moins une fréquence de paiement.',
  'Offer each payment frequency once.': 'Offrez chaque fréquence de paiement une seule fois.',
  'Choose how the deal’s sections are taken: in order or in any order.':
    'Choisissez comment les sections de l’achat se suivent\u00a0: dans l’ordre ou dans n’importe quel ordre.',
  'Choose a trade-in system, or none.': 'Choisissez un système d’évaluation des échanges, ou aucun.',
  'Choose a credit application system, or none.': 'Choisissez un système de demande de crédit, ou aucun.',
  'Name the consent like dealer_marketing or contact_data_collection.':
    'Nommez le consentement comme dealer_marketing ou contact_data_collection.',
  'Choose whether the consent is not asked, optional or required.':
    'Choisissez si le consentement n’est pas demandé, est facultatif ou est obligatoire.',
  'Enter the consent’s text in each language offered.':
    'Entrez le texte du consentement dans chaque langue offerte.',
  'This consent is listed twice.': 'Ce consentement est en double.',
  'Upload the logo again.': 'Téléversez le logo de nouveau.',
  'This file is not a logo: send a PNG, JPEG or WebP image.':
    'Ce fichier n’est pas un logo\u00a0: envoyez une image PNG, JPEG ou WebP.',
  'A logo may be 56 KB at most.': 'Un logo peut faire au plus 56\u00a0Ko.',
  'This logo could not be read: send another file.':
    'Ce logo n’a pas pu être lu\u00a0: envoyez un autre fichier.',
  'Upload the logo here: the storefront shows only logos uploaded for this dealer.':
    'Téléversez le logo ici\u00a0: la vitrine n’affiche que les logos téléversés pour ce concessionnaire.',
  'Enter an amount in dollars and cents.': 'Entrez un montant en dollars et en cents.',
  'An offer is at least $1.00.': 'Une offre est d’au moins 1,00 $.',
  'An offer is at most $999,999.99.': 'Une offre est d’au plus 999 999,99 $.',
  'Write the condition the customer reads with the offer.':
    'Écrivez la condition que le client lira avec l’offre.',
  'A condition is at most 500 characters.': 'Une condition compte au plus 500 caractères.',
  'Choose no offer or excluded.': 'Choisissez aucune offre ou exclu.',
  'Write a message for the customer.': 'Écrivez un message pour le client.',
  'Choose English or French.': 'Choisissez l’anglais ou le français.',
  'A message is at most 500 characters.': 'Un message compte au plus 500 caractères.',
  'This order has no trade-in awaiting the dealer.':
    'Cette commande n’a aucun véhicule d’échange en attente du concessionnaire.',
  'An offer is with the customer; withdraw it first.':
    'Une offre attend la réponse du client\u202f; retirez-la d’abord.',
  'Enter an amount from $0.00 to $999,999.99, in cents.':
    'Entrez un montant de 0,00\u00a0$ à 999\u00a0999,99\u00a0$, en cents.',
  'Enter at most 1,000 characters.': 'Entrez au plus 1\u00a0000 caractères.',
  'Use a message id such as inventory.title.': 'Utilisez un identifiant de message comme inventory.title.',
  'Enter a mark of at most 3 characters, like * or 1.':
    'Entrez une marque d’au plus 3 caractères, comme * ou 1.',
  'Use lower-case letters, digits and underscores (at most 40).':
    'Utilisez des minuscules, des chiffres et des traits de soulignement (au plus 40).',
  'This message id is listed twice.': 'Cet identifiant de message figure deux fois.',
  'The storefront has no text with this message id.':
    'La vitrine n’a aucun texte avec cet identifiant de message.',
  'Enter the fee’s name.': 'Entrez le nom des frais.',
  'This version of the settings does not exist.': 'Cette version des paramètres n’existe pas.',
  'The settings were changed by someone else. Reload them and apply your change again.':
    'Les paramètres ont été modifiés par quelqu’un d’autre. Rechargez-les et refaites votre modification.',
  'Send If-Match with the version you edited.': 'Envoyez If-Match avec la version que vous avez modifiée.',
  'The default term must be one of the terms offered.':
    'Le terme par défaut doit être un des termes offerts.',
  'The default frequency must be one of the frequencies offered.':
    'La fréquence par défaut doit être une des fréquences offertes.',
  // A dealer's third-party scripts (modules/platform/third-party-scripts.ts)
  'Enter an https address, or a path on this server starting with /.':
    'Entrez une adresse https, ou un chemin sur ce serveur commençant par /.',
  'Use letters, digits, dots, colons, dashes and underscores (at most 200).':
    'Utilisez des lettres, des chiffres, des points, des deux-points, des tirets et des traits de soulignement (au plus 200).',
  'Enter a Google Analytics id such as G-ABC1234 or UA-12345-1.':
    'Entrez un identifiant Google Analytics, par exemple G-ABC1234 ou UA-12345-1.',
  'Enter a Google Analytics 4 id such as G-ABC1234.':
    'Entrez un identifiant Google Analytics 4, par exemple G-ABC1234.',
  'Enter at most 10 Google Analytics 4 ids.': 'Entrez au plus 10 identifiants Google Analytics 4.',
  'Choose one of these chat providers: LIVEPERSON, CONTACT_AT_ONCE, GUBAGOO, RAPID_RTC, SYNERGY, VCUS.':
    'Choisissez un de ces fournisseurs de clavardage\u00a0: LIVEPERSON, CONTACT_AT_ONCE, GUBAGOO, RAPID_RTC, SYNERGY, VCUS.',
});

/** Dollars as an English message writes them ($10,000.50) as French writes them (10 000,50 $). */
const frenchDollars = (_: string, whole: string, cents?: string) =>
  `${whole.replace(/,/g, '\u00a0')}${cents ? `,${cents}` : ''}\u00a0$`;

/** Messages with figures: English pattern -> French text (`$1`... the figures, or a function of them). */
export const FRENCH_PATTERNS: readonly [RegExp, string | ((match: string, ...groups: string[]) => string)][] =
  [
    [
      /^The amount owing on the trade-in cannot be more than its value plus \$([\d,]+)(?:\.(\d\d))?\.$/,
      (match, whole = '', cents) =>
        `Le solde dû sur le véhicule d’échange ne peut pas dépasser sa valeur plus ${frenchDollars(match, whole, cents)}.`,
    ],
    [
      /^The loan on this vehicle is more than this offer plus \$([\d,]+)(?:\.(\d\d))?, so it cannot be carried into your deal\. Talk to the dealership about your options\.$/,
      (match, whole = '', cents) =>
        `Le prêt sur ce véhicule dépasse cette offre de plus de ${frenchDollars(match, whole, cents)}\u00a0: il ne peut donc pas être reporté dans votre transaction. Parlez de vos options avec le concessionnaire.`,
    ],
    [/^Choose one of these terms: (.+)\.$/, 'Choisissez un de ces termes\u00a0: $1.'],
    // Storefront settings: the payment rules' coverage of terms (modules/pricing/dealer-settings-routes.ts)
    [/^A rate is missing for (.+) \(condition\/term\)\.$/, 'Il manque un taux pour $1 (état/terme).'],
    [/^Listed twice: (.+)\.$/, 'Figure deux fois\u00a0: $1.'],
    [
      /^Choose one of these yearly allowances: (.+)\.$/,
      'Choisissez un de ces kilométrages annuels\u00a0: $1.',
    ],
    [
      /^The down payment cannot be more than \$([\d,]+)(?:\.(\d\d))? \((\d+(?:\.\d+)?)% of the vehicle's price of \$([\d,]+)(?:\.(\d\d))?\)\.$/,
      (match, maxWhole = '', maxCents, percent = '', priceWhole = '', priceCents) =>
        `La mise de fonds ne peut pas dépasser ${frenchDollars(match, maxWhole, maxCents)} (${percent.replace('.', ',')}\u00a0% du prix du véhicule de ${frenchDollars(match, priceWhole, priceCents)}).`,
    ],
  ];

/** One message in the language (`en` or `fr`); a message without a French text stays as it is. */
export function translate(message: string, language: string): string {
  if (language !== 'fr') return message;
  const exact = FRENCH[message];
  if (exact !== undefined) return exact;
  for (const [pattern, french] of FRENCH_PATTERNS) {
    if (pattern.test(message)) {
      return typeof french === 'string' ? message.replace(pattern, french) : message.replace(pattern, french);
    }
  }
  return message;
}

/** An error body (`{field: [messages]}` or `{detail, code, ...}`) with its messages in the language. */
export function localizeErrorBody(body: Record<string, unknown>, language: string): Record<string, unknown> {
  if (language !== 'fr') return body;
  const out: Record<string, unknown> = Object.create(null);
  for (const [key, value] of Object.entries(body)) {
    if (key === 'detail' && typeof value === 'string') out[key] = translate(value, language);
    else if (Array.isArray(value))
      out[key] = value.map((m) => (typeof m === 'string' ? translate(m, language) : m));
    else out[key] = value;
  }
  return out;
}

/**
 * The language of a request refused before its dealer is known (anti-forgery, body limit, tenancy):
 * the page's (`X-Language`), else the language cookie (`sf_language`), else English.
 */
export function languageBeforeDealer(c: Context): string {
  const page = c.req.header('X-Language')?.trim().toLowerCase();
  if (page === 'en' || page === 'fr') return page;
  return getCookie(c, 'sf_language') === 'fr' ? 'fr' : 'en';
}
