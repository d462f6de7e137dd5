"""Game-independent machinery shared by every game: messages, decisions, frames, RNG, registry."""
