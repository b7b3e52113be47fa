-- Trigram matching for the text search of entries (and, later, contacts and products).
-- pg_trgm is a trusted extension (PostgreSQL 13+), and PGlite loads it from its contrib set.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
