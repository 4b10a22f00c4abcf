// The audit folder as other folders see it: what they may use of it.
