/**
 * The demo third-party scripts (DEV_PAGES=1: /dev/third-party/{name}.js), stand-ins for the vendors a
 * dealer stores (modules/platform/third-party-scripts.ts) that say so in their names, their console
 * lines and what they show. Maple Motors' seed stores them; nothing leaves the page. Each reads what
 * the storefront's loader gives it on its script element (`data-key`, `data-provider`,
 * `data-account`) and writes in the page's language (`<html lang>`, followed when it changes). No
 * inline style or markup: elements built one by one, styled through the CSSOM (the page's
 * Content-Security-Policy allows no inline style attribute).
 */

/** Monitoring: keeps the page's errors in `window.__demoMonitoring` (sends nothing). */
const MONITORING = `(function () {
  var me = document.currentScript;
  var key = (me && me.dataset.key) || '';
  var state = { vendor: 'demo', key: key, errors: [] };
  window.__demoMonitoring = state;
  window.addEventListener('error', function (event) { state.errors.push(String(event.message)); });
  console.info('[demo monitoring] Demo monitoring script (a stand-in for the dealer\\'s error monitoring), key ' + key + ': errors are kept in this page, nothing is sent.');
})();
`;

/** Experiment: puts the shopper in the control group in `window.__demoExperiment` (changes nothing). */
const EXPERIMENT = `(function () {
  var me = document.currentScript;
  var key = (me && me.dataset.key) || '';
  window.__demoExperiment = { vendor: 'demo', key: key, variant: 'control' };
  console.info('[demo experiment] Demo experiment script (a stand-in for the dealer\\'s experiment tool), key ' + key + ': every shopper sees the control version.');
})();
`;

/** Shared: the page's language (en or fr) and a relabel when it changes. */
const LANGUAGE = `
  function french() { return (document.documentElement.lang || '').toLowerCase().indexOf('fr') === 0; }
  function onLanguage(relabel) {
    new MutationObserver(relabel).observe(document.documentElement, { attributes: true, attributeFilter: ['lang'] });
  }
  function box(element, css) { for (var k in css) element.style[k] = css[k]; return element; }
`;

/** Chat: a launcher button "Demo chat (stand-in for LivePerson)" opening a panel that says so. */
const CHAT = `(function () {
  ${LANGUAGE}
  var NAMES = { LIVEPERSON: 'LivePerson', CONTACT_AT_ONCE: 'Contact At Once!', GUBAGOO: 'Gubagoo', RAPID_RTC: 'RapidRTC', SYNERGY: 'Synergy', VCUS: 'VCUS' };
  var me = document.currentScript;
  var provider = (me && me.dataset.provider) || '';
  var account = (me && me.dataset.account) || '';
  var name = NAMES[provider] || provider;
  var host = box(document.createElement('div'), { position: 'fixed', right: '1rem', bottom: '1rem', zIndex: '2147483000', font: '15px/1.4 system-ui, sans-serif', maxWidth: '20rem' });
  host.setAttribute('data-demo-chat', provider);
  var panel = box(document.createElement('div'), { background: '#ffffff', color: '#1f2937', border: '1px solid #6b7280', borderRadius: '8px', padding: '0.75rem', marginBottom: '0.5rem' });
  panel.id = 'demo-chat-panel';
  panel.hidden = true;
  var button = box(document.createElement('button'), { background: '#1f2937', color: '#ffffff', border: '0', borderRadius: '999px', padding: '0.6rem 1rem', font: 'inherit', cursor: 'pointer' });
  button.type = 'button';
  button.setAttribute('aria-expanded', 'false');
  button.setAttribute('aria-controls', panel.id);
  function label() {
    button.textContent = french() ? 'Clavardage de démonstration (substitut de ' + name + ')' : 'Demo chat (stand-in for ' + name + ')';
    panel.textContent = french()
      ? 'Cette démonstration remplace ' + name + ' (compte ' + account + ')\\u00a0: aucun message ne quitte cette page.'
      : 'This demo stands in for ' + name + ' (account ' + account + '): no message leaves this page.';
    panel.lang = button.lang = french() ? 'fr' : 'en';
  }
  button.addEventListener('click', function () {
    panel.hidden = !panel.hidden;
    button.setAttribute('aria-expanded', String(!panel.hidden));
  });
  label();
  onLanguage(label);
  host.append(panel, button);
  document.body.append(host);
  console.info('[demo chat] Demo chat launcher (a stand-in for ' + name + '), account ' + account + '.');
})();
`;

/** Survey: one question, in a region at the bottom of the page (never takes the focus). */
const SURVEY = `(function () {
  ${LANGUAGE}
  var host = box(document.createElement('section'), { position: 'fixed', left: '1rem', bottom: '1rem', zIndex: '2147483000', font: '15px/1.4 system-ui, sans-serif', maxWidth: '20rem', background: '#ffffff', color: '#1f2937', border: '1px solid #6b7280', borderRadius: '8px', padding: '0.75rem' });
  host.setAttribute('data-demo-survey', '');
  host.setAttribute('aria-labelledby', 'demo-survey-title');
  var title = box(document.createElement('h2'), { fontSize: '1rem', margin: '0 0 0.5rem' });
  title.id = 'demo-survey-title';
  var question = box(document.createElement('p'), { margin: '0 0 0.5rem' });
  var actions = box(document.createElement('div'), { display: 'flex', gap: '0.5rem', flexWrap: 'wrap' });
  function button() {
    var b = box(document.createElement('button'), { background: '#1f2937', color: '#ffffff', border: '0', borderRadius: '6px', padding: '0.4rem 0.8rem', font: 'inherit', cursor: 'pointer' });
    b.type = 'button';
    return b;
  }
  var yes = button();
  var no = button();
  var close = button();
  var answered = false;
  function label() {
    var fr = french();
    host.lang = fr ? 'fr' : 'en';
    title.textContent = fr ? 'Sondage de démonstration (substitut du sondage du concessionnaire)' : 'Demo survey (stand-in for the dealer\\'s survey)';
    question.textContent = answered
      ? (fr ? 'Merci\\u202f! Cette démonstration n’envoie pas votre réponse.' : 'Thank you! This demo does not send your answer.')
      : (fr ? 'Trouvez-vous facilement ce que vous cherchez aujourd’hui\\u202f?' : 'Is it easy to find what you are looking for today?');
    yes.textContent = fr ? 'Oui' : 'Yes';
    no.textContent = fr ? 'Non' : 'No';
    close.textContent = fr ? 'Fermer le sondage' : 'Close the survey';
  }
  function answer() {
    answered = true;
    yes.remove();
    no.remove();
    label();
  }
  yes.addEventListener('click', answer);
  no.addEventListener('click', answer);
  close.addEventListener('click', function () { host.remove(); });
  label();
  onLanguage(label);
  actions.append(yes, no, close);
  host.append(title, question, actions);
  document.body.append(host);
  console.info('[demo survey] Demo survey (a stand-in for the dealer\\'s support survey): one question, no answer is sent.');
})();
`;

export const DEMO_SCRIPTS = {
  monitoring: MONITORING,
  experiment: EXPERIMENT,
  chat: CHAT,
  survey: SURVEY,
} as const;
export type DemoScript = keyof typeof DEMO_SCRIPTS;
