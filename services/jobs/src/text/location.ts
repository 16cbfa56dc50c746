// Moved to @pathwise/contracts (the career service reads the market snapshot's locations the same way).
export {
  foldText as fold,
  formatLocation,
  parseLocation,
  type ParsedLocation,
  regionCode,
  US_STATES,
} from '@pathwise/contracts';
