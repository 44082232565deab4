-- Documents (spec part 2 §2–§4, §7, §9; contract src/api/contract/documents.ts; domain/documents/documents.ts;
-- ADR 0020): each account's statements, invoices and compensation summaries. A document is a period
-- of an account and a type; each issue of it is a version (a corrected statement is version 2).
-- What a version says is computed from the ledger (the period's entries, the balances before and
-- after) and the price book (valued_at): nothing of it is stored but the rendered files, made on the
-- first download of each version and format and kept from then on.

CREATE TABLE documents (
  id             TEXT PRIMARY KEY CHECK (id GLOB '[A-Z0-9]*' AND id NOT GLOB '*[^A-Z0-9-]*' AND length(id) BETWEEN 1 AND 40),
  account_number TEXT NOT NULL REFERENCES accounts(account_number) ON DELETE CASCADE,
  doc_type       TEXT NOT NULL CHECK (doc_type IN ('STATEMENT', 'INVOICE', 'COMPENSATION_SUMMARY')),
  -- The period covered, first and last US/Eastern day.
  period_start   TEXT NOT NULL CHECK (period_start GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]'),
  period_end     TEXT NOT NULL CHECK (period_end GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]'),
  -- The formats it is offered in; invoices are PDF only (the type's pdfOnly).
  has_pdf        INTEGER NOT NULL CHECK (has_pdf IN (0, 1)),
  has_csv        INTEGER NOT NULL CHECK (has_csv IN (0, 1)),
  CHECK (period_start <= period_end),
  CHECK (has_pdf + has_csv >= 1),
  CHECK (doc_type <> 'INVOICE' OR (has_pdf = 1 AND has_csv = 0)),
  UNIQUE (account_number, doc_type, period_start)
);
CREATE INDEX documents_account ON documents(account_number, period_end);

-- Each issue of a document. valued_at is the instant the closing positions are priced at; note says
-- what a later version corrects (null for version 1).
CREATE TABLE document_versions (
  document_id TEXT NOT NULL REFERENCES documents(id) ON DELETE CASCADE,
  version     INTEGER NOT NULL CHECK (version >= 1),
  issued_at   INTEGER NOT NULL,
  valued_at   INTEGER NOT NULL,
  note        TEXT,
  PRIMARY KEY (document_id, version),
  CHECK ((version = 1) = (note IS NULL))
) WITHOUT ROWID;

-- A version's file in one format, rendered on its first download and kept: a version never changes
-- once issued, so later downloads read these bytes.
CREATE TABLE document_files (
  document_id  TEXT NOT NULL,
  version      INTEGER NOT NULL,
  format       TEXT NOT NULL CHECK (format IN ('pdf', 'csv')),
  bytes        BLOB NOT NULL,
  generated_at INTEGER NOT NULL,
  PRIMARY KEY (document_id, version, format),
  FOREIGN KEY (document_id, version) REFERENCES document_versions(document_id, version) ON DELETE CASCADE
) WITHOUT ROWID;
