// The appointment pages' days and times are the kit's (its appointment components show them), one
// way each for the storefront's other pages too (the deposit's receipt, the saved test drives).
export { formatDay, formatHours, formatTime, formatWhen, zoneName } from '@storefront/ui';
