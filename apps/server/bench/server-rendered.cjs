// Whether a document came with its server render (the page's HTML inside #root) rather than the
// empty root of a client-rendered fallback: autocannon's verifyBody in bench/pricing-load.ts.
module.exports = (body) =>
  typeof body === 'string' && body.includes('id="root"><') && !body.includes('id="root"></div>');
