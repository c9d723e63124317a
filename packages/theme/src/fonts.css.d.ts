// The typeface (Inter and its size-matched fallback): imported for its rules only.
export {};
