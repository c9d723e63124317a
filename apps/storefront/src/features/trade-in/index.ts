// The trade-in feature's public API: what other features may use (the saved deal's trade-in line).
export { TradeInSummary, tradeInPathOf } from './TradeInSummary.tsx';
