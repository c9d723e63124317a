/** ADF/XML 1.0 lead documents (Auto-lead Data Format), as CRMs ingest them by e-mail. */

export function xml(text: string): string {
  return text.replace(
    /[<>&"']/g,
    (ch) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[ch] ?? ch,
  );
}

export interface AdfLead {
  requestDate: Date;
  vehicle: {
    year: number;
    make: string;
    model: string;
    trim: string;
    vin: string | null;
    stock: string;
    status: 'new' | 'used';
    price?: number;
    currency: string;
  } | null;
  customer: {
    firstName: string;
    lastName: string;
    email: string;
    phone: string;
    postalCode: string;
    comments: string;
  };
  vendor: { name: string; phone: string; address: string };
  provider: string;
  leadType: string;
  /** The customer's trade-in (ADF vehicle interest="trade-in"), with its value in cents. */
  tradeIn?: {
    year: number;
    make: string;
    model: string;
    trim: string;
    odometer: number;
    unit: 'km' | 'mi';
    value: number | null;
    currency: string;
  };
}

/** The vehicle of a lead, from the vehicle's row and the dealer's currency. */
export function adfVehicle(
  vehicle: {
    year: number;
    make: string;
    model: string;
    trim: string;
    vin: string | null;
    stockNumber: string;
    vehicleCondition: string;
    listingPrice: number;
  },
  currency: string,
): NonNullable<AdfLead['vehicle']> {
  return {
    year: vehicle.year,
    make: vehicle.make,
    model: vehicle.model,
    trim: vehicle.trim,
    vin: vehicle.vin,
    stock: vehicle.stockNumber,
    status: vehicle.vehicleCondition === 'new' ? 'new' : 'used',
    price: vehicle.listingPrice,
    currency,
  };
}

export function adfDocument(lead: AdfLead): string {
  const v = lead.vehicle;
  const vehicle = v
    ? `<vehicle interest="buy" status="${v.status}"><year>${v.year}</year><make>${xml(v.make)}</make><model>${xml(v.model)}</model>` +
      `<trim>${xml(v.trim)}</trim>${v.vin ? `<vin>${xml(v.vin)}</vin>` : ''}<stock>${xml(v.stock)}</stock>` +
      (v.price !== undefined
        ? `<price type="asking" currency="${v.currency}">${(v.price / 100).toFixed(2)}</price>`
        : '') +
      `</vehicle>`
    : '';
  const t = lead.tradeIn;
  const tradeIn = t
    ? `<vehicle interest="trade-in" status="used"><year>${t.year}</year><make>${xml(t.make)}</make>` +
      `<model>${xml(t.model)}</model><trim>${xml(t.trim)}</trim>` +
      `<odometer status="original" units="${t.unit === 'mi' ? 'miles' : 'km'}">${t.odometer}</odometer>` +
      (t.value !== null
        ? `<price type="appraisal" currency="${t.currency}">${(t.value / 100).toFixed(2)}</price>`
        : '') +
      `</vehicle>`
    : '';
  const c = lead.customer;
  return (
    `<?xml version="1.0" encoding="UTF-8"?>\n<?adf version="1.0"?>\n<adf><prospect status="new">` +
    `<requestdate>${lead.requestDate.toISOString()}</requestdate>${vehicle}${tradeIn}` +
    `<customer><contact><name part="first">${xml(c.firstName)}</name><name part="last">${xml(c.lastName)}</name>` +
    `<email>${xml(c.email)}</email>${c.phone ? `<phone>${xml(c.phone)}</phone>` : ''}` +
    `<address><postalcode>${xml(c.postalCode)}</postalcode></address></contact>` +
    `<comments>${xml(c.comments)}</comments></customer>` +
    `<vendor><vendorname>${xml(lead.vendor.name)}</vendorname><contact><name part="full">${xml(lead.vendor.name)}</name>` +
    `<phone>${xml(lead.vendor.phone)}</phone><address><street>${xml(lead.vendor.address)}</street></address></contact></vendor>` +
    `<provider><name part="full">${xml(lead.provider)}</name><service>${xml(lead.leadType)}</service></provider>` +
    `</prospect></adf>\n`
  );
}
